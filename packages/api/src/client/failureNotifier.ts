import type { ApiError } from './ApiError';
import { describeFailure, sessionEndDelayMs, type FailureOutcome } from './errorCatalogue';

/** How the app shows a message and ends a session; the API package never touches the UI. */
export interface FailureHandlers {
  /**
   * Shows a message. May return a promise that resolves once the message is on screen: a
   * session ends only after its warning has been seen (docs/product/session.md#session-end-by-the-server).
   */
  notify(message: string, tone: FailureOutcome['tone']): void | Promise<void>;
  /** Logs out and leaves for the logout address (docs/product/session.md#logout, docs/product/session.md#session-end-by-the-server). */
  endSession(): void;
  /**
   * Whether there is a session to end (a token is stored). Without one, a 401 on an anonymous
   * read is only told: ending nothing and leaving would bring the page back to the same read,
   * in a loop. Always true when left out.
   */
  hasSession?(): boolean;
}

export interface FailureNotifierOptions {
  /** A message repeated within this window is shown once. */
  dedupeWindowMs?: number;
  /**
   * How long a session's end waits at most for its warning to be on screen: a display that
   * cannot show it must not keep a session the server has ended.
   */
  shownWaitMs?: number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  now?: () => number;
}

/**
 * Turns failed calls into what the learner sees, once: ten calls failing with 409 together
 * show one warning and end the session once, not ten times.
 */
export function createFailureNotifier(handlers: FailureHandlers, options: FailureNotifierOptions = {}) {
  const { dedupeWindowMs = 1000, shownWaitMs = 3000, setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms), now = () => Date.now() } = options;
  let sessionEnding = false;
  const lastShown = new Map<string, number>();

  /** Shows a message, once within the window; resolves when it is on screen (at once for a repeat, already there). */
  const show = (message: string, tone: FailureOutcome['tone']): Promise<void> => {
    const at = now();
    const previous = lastShown.get(message);
    if (previous !== undefined && at - previous < dedupeWindowMs) return Promise.resolve();
    lastShown.set(message, at);
    const shown = Promise.resolve(handlers.notify(message, tone)).catch(() => undefined);
    const giveUp = new Promise<void>((resolve) => schedule(resolve, shownWaitMs));
    return Promise.race([shown, giveUp]);
  };

  return {
    /** Handles one failure; returns what the catalogue decided. */
    handle(error: ApiError): FailureOutcome {
      const outcome = describeFailure(error);
      if (outcome.action === 'reject') return outcome;
      if (outcome.action === 'show') {
        // Once the session is ending, other failures are its consequences: stay quiet.
        if (!sessionEnding && outcome.message) show(outcome.message, outcome.tone);
        return outcome;
      }
      if (sessionEnding) return outcome;
      // A visitor has no session to end, nor one to log in to again: the call fails, and the
      // screen that made it shows its own state. Telling them 身份已过期 would be untrue.
      if (handlers.hasSession && !handlers.hasSession()) return outcome;
      sessionEnding = true;
      const shown = outcome.message ? show(outcome.message, outcome.tone) : Promise.resolve();
      // The page leaves only once the warning has been on screen: at once after a 401, after
      // the reading time after a 403 or 409, counted from when it appeared.
      void shown.then(() => {
        if (outcome.action === 'endSession') handlers.endSession();
        else schedule(() => handlers.endSession(), sessionEndDelayMs);
      });
      return outcome;
    },
    /** After a new sign-in, session-ending failures count again. */
    reset() {
      sessionEnding = false;
      lastShown.clear();
    },
  };
}

export type FailureNotifier = ReturnType<typeof createFailureNotifier>;
