import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { BreadcrumbItem, BreadcrumbProps } from '../Breadcrumb';
import { useDismiss } from '../internal/dismiss/useDismiss';
import { useFocusTrap } from '../internal/focus/useFocusTrap';
import { useSidebarMessages } from '../messages';
import { Navbar, type UserMenuItem } from '../Navbar';
import { Sidebar, type SidebarItem } from '../Sidebar';
import { useBreakpoint, type Device } from '../useBreakpoint';
import { Backdrop, DrawerClose, DrawerHead, ShellColumn, ShellFooter, ShellMain, ShellRoot, SidebarSlot, SidebarStick } from './ShellLayout.styles';

export interface ShellLayoutProps {
  /** The permitted routes, shown in the sidebar. */
  sidebarItems: readonly SidebarItem[];
  /** The current route's full path, highlighted in the sidebar. */
  activePath?: string;
  /** Lets the app follow sidebar links itself; see Sidebar's onNavigate. */
  onNavigate?: (item: SidebarItem, event: MouseEvent<HTMLAnchorElement>, path: string) => void;
  /** The path to the current page, shown in the navbar. */
  breadcrumb: readonly BreadcrumbItem[];
  /** Lets the app follow breadcrumb links itself. */
  onBreadcrumbNavigate?: BreadcrumbProps['onNavigate'];
  /** The signed-in user's name, on the user menu button. */
  userName: string;
  /** Called when 退出登录 is chosen. */
  onLogout: () => void;
  /** Further user menu entries, above 退出登录. */
  userMenuItems?: readonly UserMenuItem[];
  /** The site's four footer lines (footerName1 to footerName4); empty lines are left out, and with none there is no footer. */
  footerLines: ReadonlyArray<string | undefined>;
  /** The page itself. */
  children?: ReactNode;
  /** Whether the sidebar is open, when the app keeps that state (with onSidebarOpenChange). */
  sidebarOpen?: boolean;
  /** Whether the sidebar starts open on a desktop, when the layout keeps the state. Default true; on a phone it always starts closed. */
  defaultSidebarOpen?: boolean;
  /** Called with the sidebar's wanted state whenever the user opens or closes it. */
  onSidebarOpenChange?: (open: boolean) => void;
  /** Opens and closes the sidebar without transitions. */
  withoutAnimation?: boolean;
  /** Forces the desktop or the phone layout; by default it follows the window width (phone under 1024 px). */
  device?: Device;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/**
 * The management area's frame: the route menu on the left, the navbar with the breadcrumb on
 * top, the page, and the site's footer lines under the page. The portal's footer is not used:
 * the frame keeps its own, slimmer one in the page column, beside the menu. On a phone the menu
 * is a drawer over the page.
 */
export function ShellLayout({
  sidebarItems,
  activePath,
  onNavigate,
  breadcrumb,
  onBreadcrumbNavigate,
  userName,
  onLogout,
  userMenuItems,
  footerLines,
  children,
  sidebarOpen,
  defaultSidebarOpen = true,
  onSidebarOpenChange,
  withoutAnimation = false,
  device: forcedDevice,
  className,
}: ShellLayoutProps) {
  const sidebarTexts = useSidebarMessages();
  const sidebarId = useId();
  const detectedDevice = useBreakpoint();
  const device = forcedDevice ?? detectedDevice;
  const mobile = device === 'mobile';

  // The desktop and the phone keep separate states: a phone always starts with the drawer shut.
  const [desktopOpen, setDesktopOpen] = useState(defaultSidebarOpen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [seenDevice, setSeenDevice] = useState(device);
  if (seenDevice !== device) {
    setSeenDevice(device);
    setDrawerOpen(false);
  }
  const open = sidebarOpen ?? (mobile ? drawerOpen : desktopOpen);
  const controlled = sidebarOpen !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) (mobile ? setDrawerOpen : setDesktopOpen)(next);
      onSidebarOpenChange?.(next);
    },
    [controlled, mobile, onSidebarOpenChange],
  );

  const drawerShown = mobile && open;
  const slotRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The drawer takes the focus when it opens and, when it closes, gives what it held to the
  // toggle. Tab needs no trap: the page behind the drawer is inert.
  useFocusTrap(slotRef, { active: drawerShown, returnFocus: toggleRef });
  useDismiss({ open: drawerShown, onDismiss: () => setOpen(false), escapeAnywhere: true });

  const shownFooterLines = footerLines.filter((line): line is string => Boolean(line?.trim()));

  const navigate = (item: SidebarItem, event: MouseEvent<HTMLAnchorElement>, path: string) => {
    onNavigate?.(item, event, path);
    if (drawerShown) setOpen(false);
  };

  return (
    <ShellRoot className={className} data-device={device}>
      {drawerShown && <Backdrop aria-hidden="true" data-backdrop="" onClick={() => setOpen(false)} />}
      <SidebarSlot
        ref={slotRef}
        data-part="shell-sidebar"
        data-device={device}
        data-open={open ? 'true' : 'false'}
        data-animate={withoutAnimation ? 'false' : 'true'}
        {...(mobile ? { role: 'dialog', 'aria-modal': drawerShown, 'aria-label': sidebarTexts.label } : {})}
      >
        <SidebarStick>
          {mobile && (
            <DrawerHead>
              <DrawerClose type="button" aria-label={sidebarTexts.collapse} onClick={() => setOpen(false)}>
                <span aria-hidden="true">×</span>
              </DrawerClose>
            </DrawerHead>
          )}
          <Sidebar
            id={sidebarId}
            items={sidebarItems}
            activePath={activePath}
            collapsed={!mobile && !open}
            withoutAnimation={withoutAnimation}
            onNavigate={navigate}
          />
        </SidebarStick>
      </SidebarSlot>
      {/* While the drawer is over the page, the page is out of reach, as behind a dialog. */}
      <ShellColumn inert={drawerShown}>
        <Navbar
          sidebarOpen={open}
          onToggleSidebar={() => setOpen(!open)}
          sidebarId={sidebarId}
          sidebarToggleRef={toggleRef}
          breadcrumb={breadcrumb}
          onBreadcrumbNavigate={onBreadcrumbNavigate}
          userName={userName}
          onLogout={onLogout}
          userMenuItems={userMenuItems}
        />
        <ShellMain>{children}</ShellMain>
        {shownFooterLines.length > 0 && (
          <ShellFooter>
            {shownFooterLines.map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </ShellFooter>
        )}
      </ShellColumn>
    </ShellRoot>
  );
}
