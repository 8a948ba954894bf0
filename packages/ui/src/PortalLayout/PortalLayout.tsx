import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { usePortalLayoutMessages } from '../messages';
import { MenuOrientationContext } from '../TopMenu/menuOrientation';
import { useBreakpoint, type Device } from '../useBreakpoint';
import { MenuToggle } from './MenuToggle';
import { PortalFrameContext } from './portalFrameContext';
import { useScrollClearance } from './useScrollClearance';
import { HeaderSlot, NavigationSlot, PortalFrame, PortalMain, SkipLink } from './PortalLayout.styles';

export interface PortalLayoutProps {
  /** The banner (usually Header). */
  header: ReactNode;
  /**
   * The navigation (usually TopMenu): a bar under the header on a wide screen, a drawer behind
   * the header's menu button on a phone. Not shown on pages that hide it (spec 2.5: /home, /public).
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
  /** Hides the right-side widget, as routes marked `search` do (spec 2.5). */
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

/** Id of the main area, the target of the skip link and of focus after back-to-top. */
export const portalMainId = 'sp-main';

/**
 * The learner portal's frame (spec 2.5): header, navigation, main, right widget, footer. On a
 * phone the header stays at the top of the screen with a menu button that opens the navigation
 * as a drawer, and the widget keeps to the header's end instead of floating over the page.
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
  const headerSlot = useRef<HTMLDivElement>(null);
  useScrollClearance(headerSlot, mode === 'mobile');
  const hasNavigation = !hideNavigation && Boolean(navigation);
  const hasWidget = !hideWidget && widget !== undefined;
  const drawer = mode === 'mobile' && hasNavigation;
  // Following an entry leaves the drawer behind it; the entry's own handler has navigated.
  const closeAfterFollowing = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href], button')) setMenuOpen(false);
  };

  return (
    <PortalFrameContext.Provider
      value={{
        device: mode,
        menuToggle: drawer ? <MenuToggle label={messages.openMenu} text={messages.menu} expanded={menuOpen} onClick={() => setMenuOpen(true)} /> : null,
        reservesToolbar: mode === 'mobile' && hasWidget,
      }}
    >
      <PortalFrame data-device={mode} data-widget={hasWidget}>
        <SkipLink href={`#${portalMainId}`}>{messages.skipToMain}</SkipLink>
        <HeaderSlot ref={headerSlot} data-device={mode}>{header}</HeaderSlot>
        {hasNavigation && !drawer && <NavigationSlot>{navigation}</NavigationSlot>}
        {drawer && (
          <Dialog open={menuOpen} onClose={() => setMenuOpen(false)} title={messages.menu} placement="start" width={300}>
            {/* Clicks are only observed here: the entries inside stay the keyboard's targets. */}
            <div onClick={closeAfterFollowing}>
              <MenuOrientationContext.Provider value="vertical">{navigation}</MenuOrientationContext.Provider>
            </div>
          </Dialog>
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
