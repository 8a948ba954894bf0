import type { ApiError } from '@study-portal/api';
import { adminEntryMessages } from './adminEntry';

/**
 * That this session's administrator passed the extra verification (docs/product/admin.md#extra-verification).
 * A backend may keep `check` as a fixed attribute of the account rather than of the session, so
 * after a successful SMS or UKEY verification the portal and the admin site stop asking for
 * this token, whatever `check` says; the backend's refusal of an admin call still decides, and
 * brings the verification back. Kept per tab in session storage, for the token it was given for.
 */
const key = 'adminVerified';

/** The query parameter with which the portal opens the admin site after verifying in its own tab. */
export const adminVerifiedParam = 'verified';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const owedListeners = new Set<() => void>();

export const adminVerification = {
  mark(token: string): void {
    try {
      if (token) storage()?.setItem(key, token);
    } catch {
      // Without storage the verification is asked for again on the next page; nothing breaks.
    }
  },
  isVerified(token: string): boolean {
    try {
      return token !== '' && storage()?.getItem(key) === token;
    } catch {
      return false;
    }
  },
  forget(): void {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing to forget.
    }
  },
  /** Hears when the backend says the verification is owed after all; returns the unsubscribe. */
  onOwed(listener: () => void): () => void {
    owedListeners.add(listener);
    return () => {
      owedListeners.delete(listener);
    };
  },
  /**
   * Takes a failed call that is the backend asking for the verification (its 您需要进行手机号验证),
   * so that it brings the verification back instead of ending the session. Returns whether it did.
   */
  takeRefusal(error: ApiError): boolean {
    if (error.serverMessage !== adminEntryMessages.verifyPhone) return false;
    adminVerification.forget();
    for (const listener of owedListeners) listener();
    return true;
  },
};

/** The admin site's address with the portal's word that this tab's session is verified. */
export function verifiedAdminAddress(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${adminVerifiedParam}=1`;
}
