import { Outlet } from 'react-router-dom';
import { ForbiddenScreen } from './ForbiddenScreen';
import { useAdminUser } from '../session/AdminUser';
import { hasPermission } from './filterRoutes';
import type { RouteMeta } from './routeMeta';

/**
 * Checks the route itself, not only the menu: an address typed in, bookmarked or left in the
 * history reaches a forbidden screen only as 没有权限访问此系统!.
 */
export function RouteGuard({ meta }: { meta?: Pick<RouteMeta, 'roles'> }) {
  const { roles } = useAdminUser();
  return hasPermission(meta, roles) ? <Outlet /> : <ForbiddenScreen />;
}
