import type { RouteObject } from 'react-router-dom';
import { routes } from '../portalRoutes';
import { areaRoutes } from './areaRoutes';

/** Every path a table names, nested paths joined to their parents'. */
export const pathsOf = (table: readonly RouteObject[], parent = ''): string[] =>
  table.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path !== undefined ? [path] : []), ...pathsOf(route.children ?? [], path)];
  });

/**
 * Every address the portal serves: the core table's and every area's, without the catch-all and
 * `/`. The lists that must name each page (the route walk, the route table in the product
 * reference) are checked against it.
 */
export const portalPaths = (): string[] => [...new Set([...pathsOf(routes), ...pathsOf(areaRoutes)])].filter((path) => !path.endsWith('*') && path !== '/');
