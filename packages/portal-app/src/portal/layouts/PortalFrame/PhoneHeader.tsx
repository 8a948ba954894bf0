// The phone's header, on its own so that only phones download it (PortalFrame asks for it as
// soon as it knows the window is a phone's, while the configuration is still loading).
export { PhoneHeader } from '@study-portal/ui';
