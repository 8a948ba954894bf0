import type { PortalClients } from '@study-portal/api';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PortalRouteHandle } from './routeTable/routeHandle';

/**
 * Start-up, before React: the first page's reads go out with the configuration and the
 * screen's code, instead of after the code has arrived and rendered. Later navigations need
 * none of this: the frame and the toolbar are up by then, and the screen asks for its own.
 * Only for a session with a token (the caller's check): a visitor on a guarded page is sent
 * to sign in, and a refused read would only add a warning on the way.
 */
export function preloadFirstScreen(table: RouteObject[], location: { pathname: string; search: string }, clients: PortalClients) {
  const search = new URLSearchParams(location.search);
  for (const match of matchRoutes(table, location.pathname) ?? []) {
    (match.route.handle as PortalRouteHandle | undefined)?.preload?.({ clients, search });
  }
}

/**
 * Start-up, after the first page's reads have gone out: ask for its screen's code before React
 * has drawn the frame. React Router calls the same `lazy` later and gets the module the browser
 * already has.
 */
export function loadFirstScreenCode(table: RouteObject[], pathname: string) {
  for (const match of matchRoutes(table, pathname) ?? []) {
    const { lazy } = match.route;
    if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => undefined);
  }
}
