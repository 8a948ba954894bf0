import { Navigate, type RouteObject } from 'react-router-dom';
import { PortalLayout } from '../layouts/PortalLayout';

/**
 * The route table. Screens load lazily, each in its own chunk, so the home page downloads
 * only what it shows.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/index" replace /> },
  {
    element: <PortalLayout />,
    children: [
      {
        path: '/index',
        lazy: async () => ({ Component: (await import('../screens/home')).HomeScreen }),
      },
    ],
  },
  {
    path: '/404',
    lazy: async () => ({ Component: (await import('../screens/not-found')).NotFoundScreen }),
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];
