import type { ApiError } from './ApiError';
import { describeFailure, sessionEndDelayMs, type FailureOutcome } from './errorCatalogue';

/** How the app shows a message and ends a session; the API package never touches the UI. */
export interface FailureHandlers {
  notify(message: string, tone: FailureOutcome['tone']): void;
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
  setTimeout?: (callback: () => void, ms: number) => unknown;
  now?: () => number;
}

/**
 * Turns failed calls into what the learner sees, once: ten calls failing with 409 together
 * show one warning and end the session once, not ten times.
 */
export function createFailureNotifier(handlers: FailureHandlers, options: FailureNotifierOptions = {}) {
  const { dedupeWindowMs = 1000, setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms), now = () => Date.now() } = options;
  let sessionEnding = false;
  const lastShown = new Map<string, number>();

  const show = (message: string, tone: FailureOutcome['tone']) => {
    const at = now();
    const previous = lastShown.get(message);
    if (previous !== undefined && at - previous < dedupeWindowMs) return;
    lastShown.set(message, at);
    handlers.notify(message, tone);
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
      if (handlers.hasSession && !handlers.hasSession()) {
        if (outcome.message) show(outcome.message, outcome.tone);
        return outcome;
      }
      sessionEnding = true;
      if (outcome.message) show(outcome.message, outcome.tone);
      if (outcome.action === 'endSession') handlers.endSession();
      else schedule(() => handlers.endSession(), sessionEndDelayMs);
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
