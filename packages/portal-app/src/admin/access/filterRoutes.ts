import type { AccessRoute, RouteMeta } from './routeMeta';

/** The role that sees every route (docs/product/admin.md#route-permissions). */
export const superRole = 'admin';

/** Whether a route's meta lets a user with these roles in: no roles listed, or one in common. */
export function hasPermission(meta: Pick<RouteMeta, 'roles'> | undefined, roles: readonly string[]): boolean {
  if (roles.includes(superRole)) return true;
  if (!meta?.roles) return true;
  return meta.roles.some((role) => roles.includes(role));
}

/**
 * The routes a user may see (docs/product/admin.md#route-permissions): role admin sees all; others see the routes whose
 * meta.roles is absent or shares a role with them, applied to children too. A forbidden
 * parent takes its children with it, even permitted ones, as its address holds them.
 */
export function filterRoutes<Route extends AccessRoute>(routes: readonly Route[], roles: readonly string[]): Route[] {
  return routes.flatMap((route) => {
    if (!hasPermission(route.meta, roles)) return [];
    if (!route.children) return [route];
    return [{ ...route, children: filterRoutes(route.children as readonly Route[], roles) }];
  });
}

/**
 * The permitted routes with the constant ones (docs/product/admin.md#route-permissions: always present, whatever the roles),
 * constant routes first.
 */
export function permittedRoutes<Route extends AccessRoute>(
  constantRoutes: readonly Route[],
  asyncRoutes: readonly Route[],
  roles: readonly string[],
): Route[] {
  return [...constantRoutes, ...filterRoutes(asyncRoutes, roles)];
}
