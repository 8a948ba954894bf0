import type { Ref } from 'react';
import { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from '../Breadcrumb';
import { useNavbarMessages } from '../messages';
import { NavbarBar, NavbarBreadcrumb, SidebarToggle } from './Navbar.styles';
import { UserMenu, type UserMenuItem } from './UserMenu';

export interface NavbarProps {
  /** Whether the sidebar is open (expanded on a desktop, shown as a drawer on a phone). */
  sidebarOpen: boolean;
  /** Called when the toggle button is pressed. */
  onToggleSidebar: () => void;
  /** The sidebar's id, so the toggle can name what it controls. */
  sidebarId?: string;
  /** The toggle button, for a layout that returns the focus to it when a sidebar drawer closes. */
  sidebarToggleRef?: Ref<HTMLButtonElement>;
  /** The path to the current page, from the route titles. */
  breadcrumb: readonly BreadcrumbItem[];
  /** Lets the app follow breadcrumb links itself; see Breadcrumb's onNavigate. */
  onBreadcrumbNavigate?: BreadcrumbProps['onNavigate'];
  /** The signed-in user's name, shown on the user menu button. */
  userName: string;
  /** Called when 退出登录 is chosen in the user menu. */
  onLogout: () => void;
  /** Further entries of the user menu, shown above 退出登录. */
  userMenuItems?: readonly UserMenuItem[];
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

function SidebarToggleIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M3 6h18M9 12h12M3 18h18M6 9l-3 3 3 3" />
    </svg>
  );
}

/** The management shell's top bar: the sidebar toggle, the breadcrumb and the user menu. */
export function Navbar({
  sidebarOpen,
  onToggleSidebar,
  sidebarId,
  sidebarToggleRef,
  breadcrumb,
  onBreadcrumbNavigate,
  userName,
  onLogout,
  userMenuItems,
  className,
}: NavbarProps) {
  const navbarTexts = useNavbarMessages();
  return (
    <NavbarBar className={className}>
      <SidebarToggle
        ref={sidebarToggleRef}
        type="button"
        aria-label={navbarTexts.toggleSidebar}
        aria-expanded={sidebarOpen}
        aria-controls={sidebarId}
        onClick={onToggleSidebar}
      >
        <SidebarToggleIcon />
      </SidebarToggle>
      <NavbarBreadcrumb>
        <Breadcrumb items={breadcrumb} onNavigate={onBreadcrumbNavigate} />
      </NavbarBreadcrumb>
      <UserMenu userName={userName} items={userMenuItems} onLogout={onLogout} />
    </NavbarBar>
  );
}
