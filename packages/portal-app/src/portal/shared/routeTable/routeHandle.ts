import type { PortalClients } from '@study-portal/api';

/** What a screen's first reads are made from: the clients and the page's address. */
export interface ScreenPreloadContext {
  clients: PortalClients;
  search: URLSearchParams;
}

/**
 * What a route says about itself (docs/product/routes.md#what-a-route-says-about-itself): its title, shown in the document title,
 * and its flags. `hidesToolbar` pages (the open pages) hide the right-hand toolbar; `open` pages need
 * no sign-in. `preload` starts the screen's first reads when it is the first page opened, so
 * its data comes alongside its code (see app/preloadFirstScreen.ts).
 */
export interface PortalRouteHandle {
  title: string;
  hidesToolbar?: boolean;
  open?: boolean;
  preload?: (context: ScreenPreloadContext) => void;
}

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: ReadonlyArray<{ handle: unknown }>): PortalRouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as PortalRouteHandle | undefined;
    if (handle && typeof handle.title === 'string') return handle;
  }
  return undefined;
}
