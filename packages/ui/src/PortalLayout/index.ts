export { PortalLayout, portalMainId, type PortalLayoutProps } from './PortalLayout';
