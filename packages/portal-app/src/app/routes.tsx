import { Navigate, type RouteObject } from 'react-router-dom';
import { PortalLayout } from '../layouts/PortalLayout';
import { RequireAccess } from '../session';
import { classesRoutes } from './routeTable/classes';
import { communityRoutes } from './routeTable/community';
import { coursesRoutes } from './routeTable/courses';
import { homeRoutes } from './routeTable/home';
import { liveRoutes } from './routeTable/live';
import { quizzesRoutes } from './routeTable/quizzes';
import type { PortalRouteHandle } from './routeTable/routeHandle';
import { sharingRoutes } from './routeTable/sharing';
import { studyRoutes } from './routeTable/study';
import { studyCentreRoutes } from './routeTable/studyCentre';
import { topicsRoutes } from './routeTable/topics';

/**
 * The route table of spec 2.6, one file per area under routeTable/. Screens load lazily, each
 * in its own chunk, so the home page downloads only what it shows. Every page inside the
 * portal frame passes the route guard (spec 4.1); pages anyone may open are listed in
 * session/accessRules.ts or carry `handle: { open: true }`.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/index" replace /> },
  {
    element: <PortalLayout />,
    children: [
      {
        element: <RequireAccess />,
        children: [
          {
            path: '/public',
            handle: { title: '欢迎' } satisfies PortalRouteHandle,
            lazy: async () => ({ Component: (await import('../screens/public')).PublicScreen }),
          },
          {
            path: '/home',
            handle: { title: '我的首页' } satisfies PortalRouteHandle,
            lazy: async () => ({ Component: (await import('../screens/my-home')).MyHomeScreen }),
          },
          ...homeRoutes,
          ...coursesRoutes,
          ...studyRoutes,
          ...topicsRoutes,
          ...liveRoutes,
          ...classesRoutes,
          ...communityRoutes,
          ...sharingRoutes,
          ...quizzesRoutes,
          ...studyCentreRoutes,
        ],
      },
    ],
  },
  {
    path: '/404',
    handle: { title: '页面不存在' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('../screens/not-found')).NotFoundScreen }),
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];
