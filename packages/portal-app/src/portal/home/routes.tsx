import type { RouteObject } from 'react-router-dom';
import { mobileAppPagePath, noticePagePaths, searchPagePath, siteMapPagePath } from './addresses';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

/**
 * Notices, search (docs/product/routes.md#front-page-and-search), the download page of the
 * mobile app (docs/product/routes.md#sharing-and-open-pages) and the site map
 * (docs/product/routes.md#site-map). The front page itself is in frontPage.tsx, part of the
 * first download.
 */
export const homeRoutes: RouteObject[] = [
  {
    path: noticePagePaths.list,
    handle: { title: '通知公告' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./NoticeListScreen')).NoticeListScreen }),
  },
  {
    path: noticePagePaths.detail,
    handle: { title: '通知详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./NoticeScreen')).NoticeScreen }),
  },
  {
    path: searchPagePath,
    handle: { title: '搜索' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./SearchScreen')).SearchScreen }),
  },
  {
    path: mobileAppPagePath,
    handle: { title: '移动学习客户端' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./MobileAppScreen')).MobileAppScreen }),
  },
  {
    path: siteMapPagePath,
    handle: { title: '网站地图' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./SiteMapScreen')).SiteMapScreen }),
  },
];
