import { useSyncExternalStore } from 'react';
import { useTheme } from '../ThemeProvider';

const noSubscription = () => () => undefined;

/**
 * Where overlays (dialogs, popovers, toasts) are portalled: the theme's portal root or the
 * body. Null on a server and while a server-rendered page hydrates, when there is no document
 * to portal into; the overlay then appears on the render after.
 */
export function usePortalTarget(): HTMLElement | null {
  const { portalRoot } = useTheme();
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? (portalRoot ?? document.body) : null;
}
