import type { PortalClients } from '@study-portal/api';
import type { RouteMatch } from 'react-router-dom';
import type { PortalRouteHandle } from './routeTable/routeHandle';

/** The first page's routes, matched once at start-up (matching ranks every route of the table). */
export type FirstPageMatches = readonly RouteMatch[];

/**
 * Start-up, before React: the first page's reads go out with the configuration and the
 * screen's code, instead of after the code has arrived and rendered. Later navigations need
 * none of this: the frame and the toolbar are up by then, and the screen asks for its own.
 * Only for a session with a token (the caller's check): a visitor on a guarded page is sent
 * to sign in, and a refused read would only add a warning on the way.
 */
export function preloadFirstScreen(matches: FirstPageMatches, search: string, clients: PortalClients) {
  const query = new URLSearchParams(search);
  for (const match of matches) {
    (match.route.handle as PortalRouteHandle | undefined)?.preload?.({ clients, search: query });
  }
}
