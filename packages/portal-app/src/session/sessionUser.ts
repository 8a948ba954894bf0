import { describeFailure, failureMessages, fetchUserInfo, isApiError, portalStorage, preloadRead, type ApiClient, type PortalClients, type UserInfo } from '@study-portal/api';
import { signInAttempt } from './signInAttempt';

/** The cache key of the session's user: a new token is a new user. */
export const sessionUserKey = (token: string) => ['session/user', token] as const;

/**
 * The stored user info, else fetched and stored when the reply succeeds (docs/product/session.md#user-info).
 * Silent: a failure here is the guard's to handle (to the login address), not a toast's.
 */
export async function loadUser(pc: ApiClient): Promise<UserInfo> {
  const stored = await portalStorage.userInfo();
  if (stored) {
    signInAttempt.clear();
    return stored;
  }
  const user = await fetchUserInfo(pc, { silent: true });
  portalStorage.setUserInfo(user);
  signInAttempt.clear();
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


/**
 * Whether a failed user-info read is the server refusing the session (docs/product/session.md#user-info:
 * to the login address): 401, 403, 409 or `success: false`. Anything else is the network or a
 * gateway failing (no reply, 5xx, 404, a body that is not the contract): the learner stays, is
 * told, and may try again (docs/adr/0038-start-up-failures-stay-on-the-page.md).
 */
export function isSessionRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'business') return true;
  return error.kind === 'http' && (error.status === 401 || error.status === 403 || error.status === 409);
}

/** What the learner is told when the user info could not be read: the catalogue's words for the failure. */
export function unavailableMessage(error: unknown): string {
  if (!isApiError(error)) return failureMessages.noResponse;
  const outcome = describeFailure(error);
  return (outcome.action === 'show' && outcome.message) || failureMessages.noResponse;
}
