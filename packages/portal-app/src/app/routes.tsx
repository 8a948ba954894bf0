import { Navigate, type RouteObject } from 'react-router-dom';
import { PortalLayout } from '../layouts/PortalLayout';
import { RequireAccess } from '../session';

/**
 * The route table. Screens load lazily, each in its own chunk, so the home page downloads
 * only what it shows. Every page inside the portal frame passes the route guard (spec 4.1);
 * pages anyone may open are listed in session/accessRules.ts or carry `handle: { open: true }`.
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
            path: '/index',
            lazy: async () => ({ Component: (await import('../screens/home')).HomeScreen }),
          },
          {
            path: '/public',
            lazy: async () => ({ Component: (await import('../screens/public')).PublicScreen }),
          },
          {
            path: '/personalCenter',
            lazy: async () => ({ Component: (await import('../screens/personal-centre')).PersonalCentreScreen }),
          },
        ],
      },
    ],
  },
  {
    path: '/404',
    lazy: async () => ({ Component: (await import('../screens/not-found')).NotFoundScreen }),
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];
