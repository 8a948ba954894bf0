export { PortalLayout, portalMainId, type PortalLayoutProps } from './PortalLayout';
export { phoneHeaderRowHeight } from './phoneBarMetrics';
