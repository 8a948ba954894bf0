import type { RouteObject } from 'react-router-dom';
import type { PortalRouteHandle } from '../app/routeTable/routeHandle';

// Apart from the notices and search table (home.tsx): this route is part of the first download,
// and that table's address modules need not be.
/** The home page: part of the route table every first visit loads (see routes.tsx). */
export const indexRoute: RouteObject = {
  path: '/index',
  handle: { title: '首页' } satisfies PortalRouteHandle,
  lazy: async () => ({ Component: (await import('./HomeScreen')).HomeScreen }),
};
