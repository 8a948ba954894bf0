export { Sidebar, submenuHideDelayMs, submenuShowDelayMs, type SidebarProps } from './Sidebar';
export { type SidebarItem } from './sidebarTree';
