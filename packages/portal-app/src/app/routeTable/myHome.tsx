import type { RouteObject } from 'react-router-dom';
import { studyCentrePagePaths } from '../../study/addresses';
import type { PortalRouteHandle } from './routeHandle';

/** The signed-in learner's landing page (docs/product/session.md#home-link). */
export const myHomeRoutes: RouteObject[] = [
  {
    path: studyCentrePagePaths.myHome,
    handle: { title: '我的首页' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/my-home')).MyHomeScreen }),
  },
];
