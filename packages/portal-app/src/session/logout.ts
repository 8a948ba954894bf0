import { logout, portalStorage, type PortalClients, type SiteConfig } from '@study-portal/api';
import { pageHref } from '@study-portal/ui';

/** Where the SSO site sends the browser back to after logout (docs/product/session.md#logout, docs/product/session.md#post-login-checks). */
export const afterLogoutPath = '/index';

/** The SSO logout address with the redirect back to the portal's /index. */
export function logoutAddress(logoutUrl: string, origin: string): string {
  // The configured address passes the URL policy like any other from outside the code.
  const target = new URL(pageHref(logoutUrl, origin) ?? afterLogoutPath, origin);
  target.searchParams.set('redirect', new URL(afterLogoutPath, origin).href);
  return target.href;
}

/** The logout only looks for the cookie by name (docs/product/session.md#logout). */
const hasTokenCookie = (cookie: string) => cookie.split(';').some((part) => part.trim().startsWith('Token='));

export interface SignOutEnvironment {
  clients: PortalClients;
  /** The stored site configuration, for its logout address. */
  siteConfig?: Pick<SiteConfig, 'projectConfig'>;
  origin: string;
  cookie: string;
  leave: (address: string) => void;
}

/**
 * The logout (docs/product/session.md#logout): the server is told first (a failure only logged), while the stored
 * token and tenant still make its headers (docs/product/session.md#logout: FS-CK and token both the session token);
 * then without a Token cookie every stored value goes; the user info and configuration always
 * go; session storage is emptied, so the ended token cannot start another failing call; then
 * the SSO logout address.
 */
export async function logoutOfPortal({ clients, siteConfig, origin, cookie, leave }: SignOutEnvironment): Promise<void> {
  const token = portalStorage.accessToken();
  const logoutUrl = siteConfig?.projectConfig.logoutUrl ?? '';
  try {
    if (token) await logout(clients.pc, token);
  } catch (error) {
    console.error('[session] logout call failed', error);
  }
  if (!hasTokenCookie(cookie)) portalStorage.clearAll();
  portalStorage.clearSession();
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable in privacy modes; nothing was kept there then.
  }
  leave(logoutAddress(logoutUrl, origin));
}
