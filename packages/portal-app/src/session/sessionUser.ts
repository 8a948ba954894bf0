import { fetchUserInfo, portalStorage, preloadRead, type ApiClient, type PortalClients, type UserInfo } from '@study-portal/api';

/** The cache key of the session's user: a new token is a new user. */
export const sessionUserKey = (token: string) => ['session/user', token] as const;

/**
 * The stored user info, else fetched and stored when the reply succeeds (docs/product/session.md#user-info).
 * Silent: a failure here is the guard's to handle (to the login address), not a toast's.
 */
export async function loadUser(pc: ApiClient): Promise<UserInfo> {
  const stored = await portalStorage.userInfo();
  if (stored) return stored;
  const user = await fetchUserInfo(pc, { silent: true });
  portalStorage.setUserInfo(user);
  // docs/product/session.md#user-info: the session goes on with the token the user info names.
  if (user.accessToken) portalStorage.setAccessToken(user.accessToken);
  return user;
}

/**
 * Called at start-up, before React: a returning or just signed-in user's info is asked for
 * alongside the configuration; SessionProvider's hook picks the request up by its key.
 */
export function preloadSessionUser(clients: PortalClients) {
  const token = portalStorage.accessToken();
  if (token) preloadRead(sessionUserKey(token), () => loadUser(clients.pc));
}

