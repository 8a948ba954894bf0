import { useContext, useSyncExternalStore } from 'react';
import { PortalRootContext } from './portalRootContext';

const noSubscription = () => () => undefined;

/**
 * Where overlays (dialogs, popovers, toasts) are portalled: the theme's portal root, or the
 * body outside any ThemeProvider. Null on a server, while a server-rendered page hydrates, and
 * until the theme's portal root is in the document; the overlay then appears on the render after.
 */
export function usePortalTarget(): HTMLElement | null {
  const portalRoot = useContext(PortalRootContext);
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return portalRoot === undefined ? document.body : portalRoot;
}
