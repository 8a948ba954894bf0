import { readAddress, sessionTokenParam } from '@study-portal/ui';

/**
 * What the address bar holds when the portal starts, and what it should hold before the
 * router reads it (docs/product/routes.md#the-token-in-the-address, docs/url-policy.md). Pure, so every crafted address can be tested
 * without a browser.
 */

/** The query parameter the SSO site returns the access token in (docs/product/session.md#sso-sign-in). */
export const tokenParam = sessionTokenParam;

/** Where an address the URL policy refuses leads: the portal's own "not found" page. */
export const refusedStartupAddress = '/404';

export interface StartupAddress {
  /** The access token the address carried, if any. */
  token?: string;
  /** The address the page should show: a path on the page's origin, never with the token. */
  address: string;
}

/** The token of a legacy `#/path?query` form: the address the link meant, so it wins. */
function tokenInHash(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const query = hash.slice(1).split('#', 1)[0]!.split('?').slice(1).join('?');
  return new URLSearchParams(query).get(tokenParam);
}

/**
 * Reads the start-up address: takes the `token` parameter out (also from inside a legacy
 * hash), then lets the one URL policy rewrite the legacy forms. Whatever the address, the
 * result is a same-origin path the history accepts: one the policy refuses becomes the 404
 * page, so start-up never stops on a crafted address, and the token is gone either way.
 */
export function readStartupAddress(href: string): StartupAddress {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { address: refusedStartupAddress };
  }
  const token = tokenInHash(url.hash) || url.searchParams.get(tokenParam) || undefined;
  const target = readAddress(`${url.pathname}${url.search}${url.hash}`, url.origin);
  return {
    ...(token ? { token } : {}),
    address: target.kind === 'internal' ? target.to : refusedStartupAddress,
  };
}
