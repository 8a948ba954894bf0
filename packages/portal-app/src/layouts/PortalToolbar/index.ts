export { openInNewTab, PortalToolbar, toolbarPaths, type PortalToolbarProps } from './PortalToolbar';
