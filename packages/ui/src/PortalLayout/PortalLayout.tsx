import { lazy, Suspense, useState, type ReactNode } from 'react';
import { usePortalLayoutMessages } from '../messages';
import { useBreakpoint, type Device } from '../useBreakpoint';
import { PortalFrameContext } from './portalFrameContext';
import { HeaderSlot, NavigationSlot, PortalFrame, PortalMain, SkipLink } from './PortalLayout.styles';

export interface PortalLayoutProps {
  /** The banner (usually Header). */
  header: ReactNode;
  /**
   * The navigation (usually TopMenu): a bar under the header on a wide screen, a drawer behind
   * the header's menu button on a phone. Not shown on pages that hide it (/home, /public: docs/product/frame.md#pages-without-the-navigation-bar).
   */
  navigation?: ReactNode;
  /** Hides the navigation bar. */
  hideNavigation?: boolean;
  /**
   * The fixed right-side widget (usually FloatingToolbar). On a wide screen the page keeps
   * clear of it whenever the prop is given: pass it from the first render, as `null` while its
   * code loads, so the page does not narrow when the widget arrives.
   */
  widget?: ReactNode;
  /** Hides the right-side widget, as routes marked `search` do. */
  hideWidget?: boolean;
  /** The footer (usually Footer). */
  footer?: ReactNode;
  /** Forces the device mode; by default it follows the window (mobile under 1024 px). */
  device?: Device;
  /** Whether the phone's menu drawer starts open (for stories and tests). */
  defaultMenuOpen?: boolean;
  /** The page. */
  children?: ReactNode;
}

// The drawer's code (a dialog with its focus handling) loads when a learner first opens the
// menu: most pages are read without it, and none is shown until it is wanted.
const MenuDrawer = lazy(async () => ({ default: (await import('./MenuDrawer')).MenuDrawer }));

/** Id of the main area, the target of the skip link and of focus after back-to-top. */
export const portalMainId = 'sp-main';

/**
 * The learner portal's frame (docs/product/frame.md#the-layout): header, navigation, main, right widget, footer. On a
 * phone the header (give it PhoneHeader there) stays at the top of the screen with a menu
 * button that opens the navigation as a drawer, and the widget keeps to the header's end
 * instead of floating over the page.
 */
export function PortalLayout({
  header,
  navigation,
  hideNavigation = false,
  widget,
  hideWidget = false,
  footer,
  device,
  defaultMenuOpen = false,
  children,
}: PortalLayoutProps) {
  const messages = usePortalLayoutMessages();
  const windowDevice = useBreakpoint();
  const mode = device ?? windowDevice;
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const hasNavigation = !hideNavigation && Boolean(navigation);
  const hasWidget = !hideWidget && widget !== undefined;
  const drawer = mode === 'mobile' && hasNavigation;

  return (
    <PortalFrameContext.Provider
      value={{
        device: mode,
        menu: drawer ? { open: menuOpen, openMenu: () => setMenuOpen(true) } : null,
        reservesToolbar: mode === 'mobile' && hasWidget,
      }}
    >
      <PortalFrame data-device={mode} data-widget={hasWidget}>
        <SkipLink href={`#${portalMainId}`}>{messages.skipToMain}</SkipLink>
        <HeaderSlot data-device={mode}>{header}</HeaderSlot>
        {hasNavigation && !drawer && <NavigationSlot>{navigation}</NavigationSlot>}
        {drawer && menuOpen && (
          <Suspense fallback={null}>
            <MenuDrawer title={messages.menu} onClose={() => setMenuOpen(false)}>
              {navigation}
            </MenuDrawer>
          </Suspense>
        )}
        <PortalMain id={portalMainId} tabIndex={-1} data-device={mode}>
          {children}
        </PortalMain>
        {hasWidget && widget}
        {footer}
      </PortalFrame>
    </PortalFrameContext.Provider>
  );
}
