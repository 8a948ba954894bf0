/**
 * The one policy for addresses that come from outside the code: server records, the site
 * configuration, query parameters, the address bar. An address becomes a link or a navigation
 * only when it reads as one of two things (docs/url-policy.md):
 *
 * - a path on the portal's own origin, after normalisation: rooted, no `//` in the path, no
 *   backslash, no dot segment that climbs above the root, no control, zero-width or direction
 *   characters; the legacy `/content#/path` and `/#/path` forms read as the path they carry;
 * - an absolute http:, https:, mailto: or tel: address (docs/product/platform.md#formats).
 *
 * Everything else (`javascript:`, `data:`, `//host`, `/\host`, relative paths) is no address:
 * callers show it as text, or nothing.
 */
export type AddressTarget =
  /** A page of this site: path, query and hash, ready for the router. */
  | { kind: 'internal'; to: string }
  /** Another site, or a mail or phone address. */
  | { kind: 'external'; href: string }
  | { kind: 'none' };

const none: AddressTarget = { kind: 'none' };

// C0 and C1 controls, DEL, and the invisible characters that make an address read differently
// from how it looks (zero-width, direction marks and overrides, word joiners, BOM), plus every
// space other than the ordinary one: a browser strips or rewrites some of these while parsing.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const hiddenCharacters = /[\u0000-\u001f\u007f-\u009f\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;

/** The query parameter the sign-in site returns the access token in (docs/product/routes.md#the-token-in-the-address). */
export const sessionTokenParam = 'token';

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

// The legacy hash forms: printed QR codes and bookmarks (docs/url-policy.md).
const legacyPaths = new Set(['/', '/content', '/content/']);

// Where there is no page (server rendering, a test in Node), paths are read against a stand-in
// origin no real address can have, so no absolute address is mistaken for one of ours.
const standInOrigin = 'https://origin.invalid';

function originOf(base: string): string {
  try {
    const { origin } = new URL(base);
    return origin === 'null' ? standInOrigin : origin;
  } catch {
    return standInOrigin;
  }
}

/** Whether the path's dot segments (also percent-encoded) ever climb above the root. */
function climbsOut(path: string): boolean {
  let depth = 0;
  for (const raw of path.split('/').slice(1)) {
    const segment = raw.replace(/%2e/gi, '.');
    if (segment === '..') depth -= 1;
    else if (segment !== '.' && segment !== '') depth += 1;
    if (depth < 0) return true;
  }
  return false;
}

/** A rooted path as written, checked before the URL parser can quietly repair it. */
function isPlainPath(text: string): boolean {
  if (!text.startsWith('/') || text.startsWith('//')) return false;
  const path = text.split(/[?#]/, 1)[0]!;
  return !path.includes('//') && !/%2f|%5c/i.test(path) && !climbsOut(path);
}

function internal(text: string, origin: string, depth = 0): AddressTarget {
  if (!isPlainPath(text)) return none;
  const url = new URL(text, origin);
  if (url.origin !== origin || url.pathname.startsWith('//')) return none;
  let { pathname, hash, search } = url;
  const query = new URLSearchParams(search);
  if (legacyPaths.has(pathname) && hash.startsWith('#/')) {
    // A legacy form carries its page in the hash; its own query wins over an outer one.
    if (depth > 0) return none;
    const inner = internal(hash.slice(1), origin, depth + 1);
    if (inner.kind !== 'internal') return none;
    const innerUrl = new URL(inner.to, origin);
    ({ pathname, hash } = innerUrl);
    innerUrl.searchParams.forEach((value, key) => query.set(key, value));
    search = `?${query.toString()}`;
  }
  // A session token rides only on the sign-in site's return to the start-up address (read
  // there, before this policy); one inside a link would swap the learner's session.
  if (query.has(sessionTokenParam)) {
    query.delete(sessionTokenParam);
    search = `?${query.toString()}`;
  }
  if (search === '?') search = '';
  return { kind: 'internal', to: `${pathname}${search}${hash}` };
}

/**
 * Reads an address from outside the code against the portal's origin. `origin` defaults to
 * the page's own; pass it where there is no page (tests, server rendering).
 */
export function readAddress(address: string | null | undefined, origin: string = globalThis.location?.origin ?? ''): AddressTarget {
  // Ordinary spaces around a record's value are the back office's habit, not an attack.
  const text = (address ?? '').replace(/^ +| +$/g, '');
  const ownOrigin = originOf(origin);
  if (!text || hiddenCharacters.test(text) || text.includes('\\')) return none;

  const scheme = schemePattern.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) return internal(text, ownOrigin);
  if (scheme === 'mailto' || scheme === 'tel') return text.length > scheme.length + 1 ? { kind: 'external', href: text } : none;
  if (scheme !== 'http' && scheme !== 'https') return none;

  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return none;
  }
  if (!/^https?:\/\/[^/]/i.test(text) || !url.hostname || url.username || url.password) return none;
  // The path as written, not as parsed: the parser would already have resolved `..` and `.`.
  const rest = text.replace(/^https?:\/\/[^/?#]*/i, '');
  if (url.origin === ownOrigin) return internal(rest.startsWith('/') ? rest : `/${rest}`, ownOrigin);
  return { kind: 'external', href: url.href };
}

/** The address as an href, or undefined when it is no address (shown as text then). */
export function addressHref(address: string | null | undefined, origin?: string): string | undefined {
  const target = readAddress(address, origin);
  return target.kind === 'internal' ? target.to : target.kind === 'external' ? target.href : undefined;
}

/**
 * The address as a place a page can be opened at: a path here or an http(s) page elsewhere
 * (mail and phone addresses are links, not pages). Undefined for anything else, so a
 * configured sign-in, sign-out or jump address can never run script through a navigation.
 */
export function pageHref(address: string | null | undefined, origin?: string): string | undefined {
  const target = readAddress(address, origin);
  if (target.kind === 'internal') return target.to;
  return target.kind === 'external' && /^https?:/i.test(target.href) ? target.href : undefined;
}
