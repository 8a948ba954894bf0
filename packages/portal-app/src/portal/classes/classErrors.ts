import { isApiError } from '@study-portal/api';

/**
 * The class calls refuse an id they do not know with a business reply (该专题班不存在); such a
 * class has no page, the learner goes to /errorCode. Network and server failures are not that:
 * they get a retry.
 */
export const isMissingClass = (error: unknown): boolean => isApiError(error) && error.kind === 'business';

/** The server's own words for a refusal, else ours. */
export function serverMessageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.kind === 'business' && error.serverMessage ? error.serverMessage : fallback;
}
