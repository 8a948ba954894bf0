/** The query parameter the portal opens the admin site with (spec 4.3: the token appended). */
export const tokenParam = 'token';

export interface TokenTarget {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
  storeToken: (token: string) => void;
}

/**
 * Spec 2.7: a token in the address becomes the session token, and the address loses it
 * before the first render, so it is neither bookmarked, shared nor sent on as a referrer.
 * Returns whether a token was taken.
 */
export function captureToken({ location, history, storeToken }: TokenTarget): boolean {
  const url = new URL(location.href);
  const token = url.searchParams.get(tokenParam);
  if (token === null) return false;
  url.searchParams.delete(tokenParam);
  if (token !== '') storeToken(token);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token !== '';
}
