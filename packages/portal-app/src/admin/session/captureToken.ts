import { readAddress, sessionTokenParam } from '@study-portal/ui';
import { adminVerifiedParam } from '../../session/adminVerification';

/** The query parameter the portal opens the admin site with (docs/product/admin.md#admin-entry: the token appended). */
export const tokenParam = sessionTokenParam;

/** Where an address the URL policy refuses leads once its token is taken: the admin site's start. */
const refusedAddress = '/admin/';

export interface TokenTarget {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
  storeToken: (token: string) => void;
  /** Told when the portal says the token's administrator verified in its tab (`verified=1`). */
  markVerified?: (token: string) => void;
}

/**
 * docs/product/routes.md#the-token-in-the-address: a token in the address becomes the session token, and the address loses it
 * before the first render, so it is neither bookmarked, shared nor sent on as a referrer.
 * The address left behind passes the URL policy (docs/url-policy.md), so a crafted one cannot
 * make the history refuse it. Returns whether a token was taken.
 */
export function captureToken({ location, history, storeToken, markVerified }: TokenTarget): boolean {
  const url = new URL(location.href);
  const token = url.searchParams.get(tokenParam);
  if (token === null) return false;
  if (token !== '') storeToken(token);
  if (token !== '' && url.searchParams.get(adminVerifiedParam) === '1') markVerified?.(token);
  url.searchParams.delete(adminVerifiedParam);
  const target = readAddress(`${url.pathname}${url.search}${url.hash}`, url.origin);
  history.replaceState(history.state, '', target.kind === 'internal' ? target.to : refusedAddress);
  return token !== '';
}
