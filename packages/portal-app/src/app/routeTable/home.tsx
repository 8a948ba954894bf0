import type { RouteObject } from 'react-router-dom';
import type { PortalRouteHandle } from './routeHandle';

/** The home page: part of the route table every first visit loads (see routes.tsx). */
export const indexRoute: RouteObject = {
  path: '/index',
  handle: { title: '首页' } satisfies PortalRouteHandle,
  lazy: async () => ({ Component: (await import('../../screens/home')).HomeScreen }),
};

/** Notices and search (docs/product/routes.md#front-page-and-search). */
export const homeRoutes: RouteObject[] = [
  {
    path: '/information',
    handle: { title: '通知公告' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/information')).InformationScreen }),
  },
  {
    path: '/informationDetail',
    handle: { title: '通知详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/information-detail')).InformationDetailScreen }),
  },
  {
    path: '/search',
    handle: { title: '搜索' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/search')).SearchScreen }),
  },
];
