import type { UserInfo } from '@study-portal/api';

/** Every role a user holds: the plain role names and those of the role list (docs/product/admin.md#route-permissions). */
export function userRoles(user: Pick<UserInfo, 'roles' | 'roleList'>): string[] {
  return [...new Set([...user.roles, ...user.roleList.map((role) => role.roleName)])];
}
