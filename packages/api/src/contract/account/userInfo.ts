import type { ApiClient } from '../../client/createApiClient';
import { readData } from '../schema';
import { useApiRead, useApiWrite } from '../swr';
import { UserInfoSchema, type UserInfo } from './userInfoSchema';

export * from './userInfoSchema';

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
export async function fetchUserInfo(client: ApiClient): Promise<UserInfo> {
  return readData(await client.post(userInfoPaths.info), UserInfoSchema, userInfoPaths.info);
}

/** POST api/user/info/update (JSON). */
export async function updateUserInfo(client: ApiClient, user: UserInfoUpdate): Promise<void> {
  await client.post(userInfoPaths.update, user);
}

export const useUserInfo = () => useApiRead([userInfoPaths.info], ({ pc }) => fetchUserInfo(pc));

export const useUpdateUserInfo = () =>
  useApiWrite(({ pc }, user: UserInfoUpdate) => updateUserInfo(pc, user), [userInfoPaths.info]);
