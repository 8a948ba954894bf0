import type { ApiClient, PostOptions } from '../../client/createApiClient';
import { useApiRead, useApiWrite } from '../swr';
import type { UserInfo } from './userInfoSchema';

export type { UserInfo, UserRole } from './userInfoSchema';

/** The role every signed-in area of the portal requires (docs/product/session.md#route-guard, docs/product/platform.md#roles-and-permissions). */
export const portalRoleName = 'ROLE_NC_WEB';

/** Whether the user may use the portal's signed-in areas (docs/product/session.md#route-guard: some role, and ROLE_NC_WEB). */
export const hasPortalRole = (user: Pick<UserInfo, 'roles' | 'roleList'>): boolean =>
  user.roles.includes(portalRoleName) || user.roleList.some((role) => role.roleName === portalRoleName);

/** The reply's contract, fetched beside the request (not part of the first download). */
const loadContract = () => import('./userInfoSchema');

export const userInfoPaths = {
  info: 'api/user/info',
  update: 'api/user/info/update',
} as const;

/**
 * What the user-info update sends: the user object (docs/product/session.md#user-info), as read from `api/user/info`
 * with the changed fields in it. [A] The product shows neither which fields the server accepts nor
 * its reply; the fake backend keeps `name` and `telephone` and ignores identity and permission
 * fields.
 */
export type UserInfoUpdate = UserInfo;

/** POST api/user/info: the signed-in user; `accessToken` is the token the session goes on with. */
export async function fetchUserInfo(client: ApiClient, options?: PostOptions): Promise<UserInfo> {
  const [reply, contract] = await Promise.all([client.post(userInfoPaths.info, undefined, options), loadContract()]);
  return contract.readData(reply, contract.UserInfoSchema, userInfoPaths.info);
}

/** POST api/user/info/update (JSON). */
export async function updateUserInfo(client: ApiClient, user: UserInfoUpdate): Promise<void> {
  await client.post(userInfoPaths.update, user);
}

export const useUserInfo = () => useApiRead([userInfoPaths.info], ({ pc }) => fetchUserInfo(pc));

export const useUpdateUserInfo = () =>
  useApiWrite(({ pc }, user: UserInfoUpdate) => updateUserInfo(pc, user), [userInfoPaths.info]);
