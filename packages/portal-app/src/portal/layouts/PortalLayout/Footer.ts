// The portal's footer on its own, so that it loads after the first screen (PortalLayout).
export { Footer } from '@study-portal/ui';
