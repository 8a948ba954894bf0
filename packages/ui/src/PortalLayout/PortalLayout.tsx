import type { ReactNode } from 'react';
import { usePortalLayoutMessages } from '../messages';
import { useBreakpoint, type Device } from '../useBreakpoint';
import { NavigationSlot, PortalFrame, PortalMain, SkipLink } from './PortalLayout.styles';

export interface PortalLayoutProps {
  /** The banner (usually Header). */
  header: ReactNode;
  /** The navigation bar (usually TopMenu); not shown on pages that hide it (spec 2.5: /home, /public). */
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
  /** The page. */
  children?: ReactNode;
}

/** Id of the main area, the target of the skip link and of focus after back-to-top. */
export const portalMainId = 'sp-main';

/** The learner portal's frame (spec 2.5): header, navigation bar, main, right widget, footer. */
export function PortalLayout({ header, navigation, hideNavigation = false, widget, hideWidget = false, footer, device, children }: PortalLayoutProps) {
  const messages = usePortalLayoutMessages();
  const windowDevice = useBreakpoint();
  const mode = device ?? windowDevice;
  return (
    <PortalFrame data-device={mode} data-widget={!hideWidget && widget !== undefined}>
      <SkipLink href={`#${portalMainId}`}>{messages.skipToMain}</SkipLink>
      {header}
      {!hideNavigation && navigation && <NavigationSlot data-device={mode}>{navigation}</NavigationSlot>}
      <PortalMain id={portalMainId} tabIndex={-1} data-device={mode}>
        {children}
      </PortalMain>
      {!hideWidget && widget}
      {footer}
    </PortalFrame>
  );
}
