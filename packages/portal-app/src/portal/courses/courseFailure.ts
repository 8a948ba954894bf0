import { isApiError } from '@study-portal/api';

/**
 * Whether a failed course read means the course is not there: the server refused it
 * (课程不存在, a withdrawn course), as opposed to the network or the server failing, which
 * deserve another try rather than the 课程不存在 page.
 */
export const isMissingCourse = (error: unknown): boolean => isApiError(error) && error.kind === 'business';

/** The server's reason for refusing a write, or a general one. */
export const refusalText = (error: unknown, fallback: string): string =>
  (isApiError(error) && error.serverMessage) || fallback;
