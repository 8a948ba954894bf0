import { Loading } from '@study-portal/ui';
import { matchRoutes, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { PortalLayout } from '../layouts/PortalLayout';
import { RequireAccess } from '../../session';
import { indexRoute } from '../home/frontPage';
import type { PortalRouteHandle } from './routeTable/routeHandle';

/** The guard's layout route: every portal page is its child. */
export const portalPagesRouteId = 'portal-pages';

/**
 * The route table (docs/product/routes.md#the-route-table). What the first visit needs is here: the frame, the guard
 * (docs/product/session.md#route-guard), the home page, /public and /404. The other hundred pages are in
 * routeTable/areaRoutes.ts, one file per area, and join this table on the first navigation
 * that needs them (discoverPortalRoutes): their definitions alone outweighed the home page's
 * own code. Every screen loads lazily, in its own chunk. Pages anyone may open are listed in
 * session/accessRules.ts or carry `handle: { open: true }`.
 */
function portalRoutes(areaRoutes: RouteObject[] = []): RouteObject[] {
  return [
    { path: '/', element: <Navigate to="/index" replace /> },
    {
      element: <PortalLayout />,
      children: [
        {
          id: portalPagesRouteId,
          element: <RequireAccess />,
          // While the first page's screen code arrives, the frame above is drawn already (React
          // Router renders the routes above the deepest fallback): without a fallback here
          // nothing at all would paint until the screen's chunk had loaded.
          hydrateFallbackElement: <Loading label="正在加载" />,
          children: [
            indexRoute,
            ...areaRoutes,
            {
              path: '/public',
              handle: { title: '欢迎' } satisfies PortalRouteHandle,
              lazy: async () => ({ Component: (await import('../home/PublicScreen')).PublicScreen }),
            },
          ],
        },
        // Inside the frame, so a wrong address keeps the header's search and the menu home;
        // outside the guard, so anyone may see it.
        {
          path: '/404',
          handle: { title: '页面不存在' } satisfies PortalRouteHandle,
          lazy: async () => ({ Component: (await import('./NotFoundScreen')).NotFoundScreen }),
        },
      ],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ];
}

/** The core table: what every first visit loads. */
export const routes = portalRoutes();

let areaRoutesModule: Promise<{ areaTables: readonly RouteObject[][]; areaRoutes: RouteObject[] }> | undefined;

function loadAreaRoutes() {
  areaRoutesModule ??= import('./routeTable/areaRoutes').catch((error: unknown) => {
    areaRoutesModule = undefined;
    throw error;
  });
  return areaRoutesModule;
}

/**
 * The table to start the router with, asked for at start-up alongside the configuration. For
 * an area page it already holds that area's routes: React Router then knows the page's place
 * under the frame and draws the frame while the screen's code loads, where discovering the
 * routes on the first navigation would keep the whole page blank until the screen had come.
 * Only that area's: the router ranks every route of its table each time it matches an address,
 * several times a start-up, and the other areas join through discovery like the home page's.
 * An address no area knows starts with all of them, so it ends on /404 at once. If the
 * definitions cannot be fetched, the core table starts and discovery tries again.
 */
export async function routeTableFor(pathname: string): Promise<RouteObject[]> {
  if (matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*') return routes;
  try {
    const { areaTables, areaRoutes } = await loadAreaRoutes();
    return portalRoutes(areaTables.find((table) => matchRoutes(table, pathname)) ?? areaRoutes);
  } catch {
    return routes;
  }
}

/**
 * React Router asks this whenever an address matches nothing more precise than the catch-all:
 * the area routes are added (React Router skips routes it already has), then the address is
 * matched again, so a real unknown address still ends on /404. A failed download is tried
 * again on the next navigation.
 */
export const discoverPortalRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  patch(portalPagesRouteId, (await loadAreaRoutes()).areaRoutes);
};
