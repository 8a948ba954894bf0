/**
 * What the address bar holds when the portal starts, and what it should hold before the
 * router reads it (spec 2.7, ARCHITECTURE "Legacy links"). Pure, so every crafted address can
 * be tested without a browser.
 */

/** The query parameter the SSO site returns the access token in (spec 2.7, 4.1). */
export const tokenParam = 'token';

export interface StartupAddress {
  /** The access token the address carried, if any. */
  token?: string;
  /** The address the page should show: path, query and hash, same origin, without the token. */
  address: string;
}

// Printed QR codes and bookmarks use `/content#/path?query` and `/#/path`; the app routes by
// path, so both forms are rewritten to `/path?query`.
const legacyPaths = new Set(['/', '/content', '/content/']);

/**
 * Reads the start-up address: rewrites the legacy hash forms and takes the `token` parameter
 * out of the query (also when it sits inside the legacy hash), so it is in neither the address
 * bar nor the history once the caller replaces the entry.
 */
export function readStartupAddress(href: string): StartupAddress {
  const url = new URL(href);
  let pathname = url.pathname;
  const query = new URLSearchParams(url.search);
  let hash = url.hash;

  if (legacyPaths.has(pathname) && hash.startsWith('#/')) {
    // The hash's own query wins over an outer one: it is the address the link meant.
    const inner = new URL(hash.slice(1), url.origin);
    pathname = inner.pathname;
    inner.searchParams.forEach((value, key) => query.set(key, value));
    hash = inner.hash;
  }

  const token = query.get(tokenParam) ?? undefined;
  query.delete(tokenParam);
  const search = query.toString();
  return {
    ...(token ? { token } : {}),
    address: `${pathname}${search ? `?${search}` : ''}${hash}`,
  };
}
