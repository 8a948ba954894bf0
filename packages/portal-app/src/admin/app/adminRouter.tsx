import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteGuard } from '../access/RouteGuard';
import { AdminLayout } from '../layout/AdminLayout';
import { RouteFailed } from '../../components/RouteFailed';
import { NotFoundScreen } from '../access/NotFoundScreen';
import { adminHomePath, type AdminRoute } from '../access/adminRoute';
import { asyncRoutes, constantRoutes } from './adminRoutes';

/** What a route hands the breadcrumb (through useRouteMatches). */
export interface AdminRouteHandle {
  title?: string;
}

/**
 * Every route is registered, permitted or not, each behind its guard: a forbidden address
 * says so instead of passing for a missing page.
 */
function toRouteObject(route: AdminRoute): RouteObject {
  const handle: AdminRouteHandle = { title: route.meta?.title };
  const children: RouteObject[] = [];
  if (route.meta?.redirect) children.push({ index: true, element: <Navigate to={route.meta.redirect} replace /> });
  else if (route.load) {
    const load = route.load;
    children.push({ index: true, lazy: async () => ({ Component: await load() }) });
  }
  children.push(...(route.children ?? []).map(toRouteObject));
  return { path: route.path, handle, element: <RouteGuard meta={route.meta} />, children };
}

export interface AdminRouteTables {
  constant?: readonly AdminRoute[];
  async?: readonly AdminRoute[];
}

/** The admin site's React Router table: the shell, its routes, and a 404 inside the shell. */
export function createAdminRouteObjects({ constant = constantRoutes, async = asyncRoutes }: AdminRouteTables = {}): RouteObject[] {
  return [
    {
      path: '/',
      element: <AdminLayout constantRoutes={constant} asyncRoutes={async} />,
      errorElement: <RouteFailed homeHref="/admin/" />,
      children: [
        {
          // A page that throws, or whose code cannot be fetched, fails inside the shell.
          errorElement: <RouteFailed homeHref="/admin/" />,
          children: [
            { index: true, element: <Navigate to={adminHomePath} replace /> },
            ...[...constant, ...async].map(toRouteObject),
            { path: '*', handle: { title: '404' } satisfies AdminRouteHandle, element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
