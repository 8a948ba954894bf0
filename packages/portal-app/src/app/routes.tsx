import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { PortalLayout } from '../layouts/PortalLayout';
import { RequireAccess } from '../session';
import { indexRoute } from './routeTable/home';
import type { PortalRouteHandle } from './routeTable/routeHandle';

/** The guard's layout route: every portal page is its child. */
export const portalPagesRouteId = 'portal-pages';

/**
 * The route table of spec 2.6. What the first visit needs is here: the frame, the guard
 * (spec 4.1), the home page, /public and /404. The other hundred pages are in
 * routeTable/areaRoutes.ts, one file per area, and join this table on the first navigation
 * that needs them (discoverPortalRoutes): their definitions alone outweighed the home page's
 * own code. Every screen loads lazily, in its own chunk. Pages anyone may open are listed in
 * session/accessRules.ts or carry `handle: { open: true }`.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/index" replace /> },
  {
    element: <PortalLayout />,
    children: [
      {
        id: portalPagesRouteId,
        element: <RequireAccess />,
        children: [
          indexRoute,
          {
            path: '/public',
            handle: { title: '欢迎' } satisfies PortalRouteHandle,
            lazy: async () => ({ Component: (await import('../screens/public')).PublicScreen }),
          },
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

let areaRoutesModule: Promise<{ areaRoutes: RouteObject[] }> | undefined;

/**
 * React Router asks this whenever an address matches nothing more precise than the catch-all:
 * the area routes are added (React Router skips routes it already has), then the address is
 * matched again, so a real unknown address still ends on /404. A failed download is tried
 * again on the next navigation.
 */
export const discoverPortalRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  areaRoutesModule ??= import('./routeTable/areaRoutes').catch((error: unknown) => {
    areaRoutesModule = undefined;
    throw error;
  });
  patch(portalPagesRouteId, (await areaRoutesModule).areaRoutes);
};
