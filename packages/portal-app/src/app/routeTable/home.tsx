import type { RouteObject } from 'react-router-dom';
import type { PortalRouteHandle } from './routeHandle';

/** Home, notices and search (spec 2.6 main layout). */
export const homeRoutes: RouteObject[] = [
  {
    path: '/index',
    handle: { title: '首页' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/home')).HomeScreen }),
  },
];
