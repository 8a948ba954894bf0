export { FloatingToolbar, type FloatingToolbarProps, type ToolbarAppVersion, type ToolbarYearHours } from './FloatingToolbar';
