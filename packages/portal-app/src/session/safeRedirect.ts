import { pageHref, readAddress } from '@study-portal/ui';
import { tokenParam } from './startupAddress';

/**
 * The address to come back to after signing in, checked by the URL policy
 * (docs/url-policy.md): a path on the portal's own origin, or an http(s) address on an origin
 * the caller allows; anything else (another host, `javascript:`, `//host`, `/\\host`,
 * credentials in the authority) falls back to /index. The result never carries a token.
 * Same-origin results are relative, so they stay on the origin.
 */
export function safeRedirect(url: string, ownOrigin: string, allowedOrigins: readonly string[] = [], fallback = '/index'): string {
  const target = readAddress(url, ownOrigin);
  if (target.kind === 'internal') return target.to;
  if (target.kind !== 'external' || !/^https?:/i.test(target.href)) return fallback;
  const away = new URL(target.href);
  if (!allowedOrigins.includes(away.origin)) return fallback;
  away.searchParams.delete(tokenParam);
  return away.href;
}

/**
 * The SSO login address with the checked redirect (docs/product/session.md#sso-sign-in). The
 * redirect is a full address on the portal's origin, as logout's is: an SSO site on a host of
 * its own could not send the learner back to a bare path.
 */
export function loginAddress(loginUrl: string, redirect: string, ownOrigin: string): string {
  // The configured address is trusted no more than any other from outside the code.
  const target = new URL(pageHref(loginUrl, ownOrigin) ?? '/sso/login', ownOrigin);
  target.searchParams.set('redirect', new URL(safeRedirect(redirect, ownOrigin), ownOrigin).href);
  return target.href;
}
