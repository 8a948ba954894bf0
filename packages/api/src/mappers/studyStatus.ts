/**
 * Where a learner is with a course, in the words of the kit's `StudyStatus` (CourseCard's
 * `status`). Declared here as well, because the api imports nothing of the kit; the two types
 * are the same union, so either is accepted where the other is asked for.
 */
export type CardStudyStatus = 'notStarted' | 'inProgress' | 'completed';

/**
 * A course's study status code as the kit names it: '2' completed [F], '1' in progress, any other
 * code not started. Some lists send only the status text (a class's courses): then 未学习 is not
 * started and any other text in progress. A record with neither carries no standing, as in a
 * visitor's lists, so the card shows no status.
 */
export function toStudyStatus(code: string | null | undefined, statusText?: string | null): CardStudyStatus | undefined {
  if (code === '2') return 'completed';
  if (code === '1') return 'inProgress';
  if (code) return 'notStarted';
  if (statusText) return statusText === '未学习' ? 'notStarted' : 'inProgress';
  return undefined;
}
