import type { RouteObject } from 'react-router-dom';
import type { PortalRouteHandle } from './routeHandle';

/** The study centre and the learner's own records (spec 2.6 "Others"). */
export const studyCentreRoutes: RouteObject[] = [
  {
    path: '/personalCenter',
    handle: { title: '学习中心' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../../screens/personal-centre')).PersonalCentreScreen }),
  },
];
