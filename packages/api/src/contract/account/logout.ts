import type { ApiClient } from '../../client/createApiClient';
import { useApiWrite } from '../swr';

export const logoutPaths = { logout: 'logout' } as const;

/** The header the SSO server reads the session from on logout, beside `token` (docs/product/session.md#logout). */
export const logoutSessionHeader = 'FS-CK';

/**
 * POST logout: an empty form body, the session token in both `FS-CK` and `token` (docs/product/session.md#logout).
 * The reply is not shown; the portal only logs a failure (docs/product/session.md#logout), so the call is silent
 * and the caller decides what to do with a rejection.
 */
export async function logout(client: ApiClient, token: string): Promise<void> {
  await client.post(logoutPaths.logout, {}, { form: true, silent: true, headers: { [logoutSessionHeader]: token, token } });
}

/**
 * Revalidates nothing: refetching the user info now would only earn a 401. The portal
 * reloads after logout (docs/product/session.md#logout), which empties every cache.
 */
export const useLogout = () => useApiWrite(({ pc }, token: string) => logout(pc, token), []);
