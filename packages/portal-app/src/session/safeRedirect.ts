import { tokenParam } from '../app/startupAddress';

/**
 * The address to come back to after signing in, checked: only http(s) addresses on the
 * portal's own origin or an origin the caller allows; anything else (another host,
 * `javascript:`, `//host`, `/\host`, credentials in the authority) falls back to /index. The
 * result never carries a token. Same-origin results are relative, so they stay on the origin.
 */
export function safeRedirect(url: string, ownOrigin: string, allowedOrigins: readonly string[] = [], fallback = '/index'): string {
  let target: URL;
  try {
    target = new URL(url, ownOrigin);
  } catch {
    return fallback;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return fallback;
  if (target.username || target.password) return fallback;
  target.searchParams.delete(tokenParam);
  if (target.origin === new URL(ownOrigin).origin) return `${target.pathname}${target.search}${target.hash}`;
  return allowedOrigins.includes(target.origin) ? target.href : fallback;
}

/** The SSO login address with the checked redirect (spec 4.2). */
export function loginAddress(loginUrl: string, redirect: string, ownOrigin: string): string {
  const target = new URL(loginUrl || '/sso/login', ownOrigin);
  target.searchParams.set('redirect', safeRedirect(redirect, ownOrigin));
  return target.href;
}
