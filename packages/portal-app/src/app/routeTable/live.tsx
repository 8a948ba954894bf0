import type { RouteObject } from 'react-router-dom';
import { redirectRoute } from './RedirectKeepingQuery';
import type { PortalRouteHandle } from './routeHandle';

/** Live streams (docs/product/routes.md#live); their calls go to client B (/apiLive). */
export const liveRoutes: RouteObject[] = [
  redirectRoute('/live', '/liveIndex'),
  {
    path: '/liveIndex',
    handle: { title: '直播' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/live-index')).LiveIndexScreen }),
  },
  {
    path: '/liveDetail',
    handle: { title: '直播详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/live-detail')).LiveDetailScreen }),
  },
  {
    path: '/liveOfflinedetail',
    handle: { title: '活动详情' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/live-offline-detail')).LiveOfflineDetailScreen }),
  },
  {
    path: '/liveBack',
    handle: { title: '直播回放' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/live-replay')).LiveReplayScreen }),
  },
  {
    path: '/liveInit',
    handle: { title: '直播间' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/live-init')).LiveInitScreen }),
  },
];
