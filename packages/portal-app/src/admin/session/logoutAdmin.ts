import { logout, portalStorage, type ApiClient } from '@study-portal/api';

/** Where the admin site goes after logout: the portal's index page on this origin (docs/product/session.md#logout). */
export const afterLogoutAddress = '/index';

/** The cookie the logout looks for (docs/product/session.md#logout): without it everything the browser kept is cleared. */
const tokenCookie = 'Token';

export const hasTokenCookie = (cookie: string): boolean =>
  cookie.split(';').some((part) => part.trim().startsWith(`${tokenCookie}=`));

export interface LogoutDeps {
  client: ApiClient;
  storage?: Pick<typeof portalStorage, 'accessToken' | 'clearSession' | 'clearAll'>;
  sessionStorage?: Pick<Storage, 'clear'>;
  cookie?: string;
  goTo?: (address: string) => void;
}

/**
 * docs/product/session.md#logout: the server logout call (a failure is only logged), the user info and configuration
 * removed, session storage cleared (and local storage too without a Token cookie), then back
 * to the portal.
 */
export async function logoutAdmin({
  client,
  storage = portalStorage,
  sessionStorage = window.sessionStorage,
  cookie = document.cookie,
  goTo = (address) => window.location.assign(address),
}: LogoutDeps): Promise<void> {
  try {
    await logout(client, storage.accessToken());
  } catch (error) {
    console.warn('[admin] logout call failed', error);
  }
  storage.clearSession();
  if (hasTokenCookie(cookie)) sessionStorage.clear();
  else storage.clearAll();
  goTo(afterLogoutAddress);
}
