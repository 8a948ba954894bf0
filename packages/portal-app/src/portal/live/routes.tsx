import type { RouteObject } from 'react-router-dom';
import { livePagePaths as paths, liveRedirectPaths as redirects } from './addresses';
import { redirectRoute } from '../shared/routeTable/RedirectKeepingQuery';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

/** Live streams (docs/product/routes.md#live); their calls go to client B (/apiLive). */
export const liveRoutes: RouteObject[] = [
  redirectRoute(redirects.index, paths.index),
  {
    path: paths.index,
    handle: { title: '直播' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./LiveIndexScreen')).LiveIndexScreen }),
  },
  {
    path: paths.detail,
    handle: { title: '直播详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./LiveDetailScreen')).LiveDetailScreen }),
  },
  {
    path: paths.offline,
    handle: { title: '活动详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./OfflineLiveScreen')).OfflineLiveScreen }),
  },
  {
    path: paths.replay,
    handle: { title: '直播回放' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./LiveReplayScreen')).LiveReplayScreen }),
  },
  {
    path: paths.liveRoom,
    handle: { title: '直播间' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./LiveRoomScreen')).LiveRoomScreen }),
  },
];
