import { isApiError } from '@study-portal/api';

/** Waits before the 1st, 2nd, 3rd… retry; later ones keep the last wait. */
export const retryDelaysMs = [1000, 2000, 4000, 8000, 15000, 30000] as const;

/** How long to wait before retry number `attempt` (1-based). */
export const retryDelayMs = (attempt: number): number => retryDelaysMs[Math.min(Math.max(attempt, 1), retryDelaysMs.length) - 1] ?? 30000;

/**
 * Whether trying the same call again may succeed: the answer never arrived or the server
 * stumbled. A refusal with a reason (the paper is closed, the session ended) will not change
 * by asking again, so it is shown instead.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'malformed') return true;
  if (error.kind === 'http') return error.status === undefined || error.status >= 500 || error.status === 408 || error.status === 429;
  return false;
}

/** The server's reason for a refusal, or a general one. */
export const refusalText = (error: unknown, fallback: string): string =>
  (isApiError(error) && error.serverMessage) || fallback;
