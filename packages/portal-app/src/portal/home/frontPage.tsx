import type { RouteObject } from 'react-router-dom';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

// Apart from the area's own table (routes.tsx): these routes are part of the first download, and
// that table's address modules need not be. The root takes them from here (its front-page face).
/** The home page: part of the route table every first visit loads. */
export const indexRoute: RouteObject = {
  path: '/index',
  handle: { title: '首页' } satisfies PortalRouteHandle,
  lazy: async () => ({ Component: (await import('./HomeScreen')).HomeScreen }),
};

/** The welcome page a visitor opens first: part of the route table every first visit loads too. */
export const publicRoute: RouteObject = {
  path: '/public',
  handle: { title: '欢迎' } satisfies PortalRouteHandle,
  lazy: async () => ({ Component: (await import('./PublicScreen')).PublicScreen }),
};
