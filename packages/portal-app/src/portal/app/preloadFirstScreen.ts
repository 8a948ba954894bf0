import type { PortalClients } from '@study-portal/api';
import type { RouteMatch } from 'react-router-dom';
import { loadScreenCode, type ScreenLoader } from '../../components/RouteTable';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

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

/**
 * The router asks for the first screen's code only at the end of its first render, a long task
 * on a slow phone, while the network stands idle. Asking for it here, in the task that sends
 * the first reads, lets it download during that render. The route table's own call later gets
 * the same load. Settles when every load has (a failure is the route table's to report: its own
 * call tries again and fails in place).
 */
export function loadFirstScreenCode(matches: FirstPageMatches): Promise<unknown> {
  const loads = matches.flatMap(({ route: { lazy } }) => (typeof lazy === 'function' ? [loadScreenCode(lazy as ScreenLoader)] : []));
  return Promise.allSettled(loads);
}
