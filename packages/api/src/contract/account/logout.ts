import type { ApiClient } from '../../client/createApiClient';
import { useApiWrite } from '../swr';

export const logoutPaths = { logout: 'logout' } as const;

/** The header the SSO server reads the session from on logout, beside `token` (spec 7.2). */
export const logoutSessionHeader = 'FS-CK';

/**
 * POST logout: an empty form body, the session token in both `FS-CK` and `token` (spec 7.2).
 * The reply is not shown; the portal only logs a failure (spec 4.7), so the call is silent
 * and the caller decides what to do with a rejection.
 */
export async function logout(client: ApiClient, token: string): Promise<void> {
  await client.post(logoutPaths.logout, {}, { form: true, silent: true, headers: { [logoutSessionHeader]: token, token } });
}

/**
 * Revalidates nothing: refetching the user info now would only earn a 401. The portal
 * reloads after logout (spec 4.7), which empties every cache.
 */
export const useLogout = () => useApiWrite(({ pc }, token: string) => logout(pc, token), []);
