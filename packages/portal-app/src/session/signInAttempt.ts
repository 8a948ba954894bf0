/**
 * The tab remembers that it sent the browser to the SSO's sign-in, until a user info is read for
 * the session that comes back. A refusal met while that is pending is the SSO returning a
 * session the portal's backend will not take: the guard says so instead of sending the learner
 * round again (docs/adr/0038-start-up-failures-stay-on-the-page.md). Session storage: it is the
 * tab's own, and goes with it.
 */
const key = 'signInAttempt';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const signInAttempt = {
  /** Called as the browser leaves for the SSO's sign-in. */
  mark(): void {
    try {
      storage()?.setItem(key, '1');
    } catch {
      // Without storage there is no loop stop; the sign-in itself still works.
    }
  },
  /** Called once the session's user has been read. */
  clear(): void {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  },
  pending(): boolean {
    try {
      return storage()?.getItem(key) === '1';
    } catch {
      return false;
    }
  },
};
