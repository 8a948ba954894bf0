/**
 * A material's download address, or undefined when it is not one the portal will link to.
 * Only the portal's own paths and http(s) addresses qualify: a `javascript:` or `data:` address
 * in a back-office record must never become a link.
 */
export function materialHref(path: string | null | undefined, base: string): string | undefined {
  const trimmed = (path ?? '').trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the address leaves the portal's site (and so opens in a new tab). */
export const isOtherSite = (href: string, base: string): boolean => new URL(href).origin !== new URL(base).origin;
