import type { RouteObject } from 'react-router-dom';
import { noticePagePaths } from '../../notices/addresses';
import { searchPagePath } from '../../screens/search/addresses';
import type { PortalRouteHandle } from './routeHandle';

/** Notices and search (docs/product/routes.md#front-page-and-search). */
export const homeRoutes: RouteObject[] = [
  {
    path: noticePagePaths.list,
    handle: { title: '通知公告' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/information')).InformationScreen }),
  },
  {
    path: noticePagePaths.detail,
    handle: { title: '通知详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/information-detail')).InformationDetailScreen }),
  },
  {
    path: searchPagePath,
    handle: { title: '搜索' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/search')).SearchScreen }),
  },
];
