export { PortalToolbar, toolbarPaths, type PortalToolbarProps } from './PortalToolbar';
export { openInNewTab } from './openInNewTab';
