import type { CourseSummary } from '@study-portal/api';
import type { StudyStatus } from '@study-portal/ui';

/** The card's study tag from the server's code: '2' completed [F], '1' in progress, else not started. */
export const studyStatusOf = (course: Pick<CourseSummary, 'studyStatus'>): StudyStatus =>
  course.studyStatus === '2' ? 'completed' : course.studyStatus === '1' ? 'inProgress' : 'notStarted';

/** The in-class test's state for the learner [A: '0' not taken, '1' passed, '2' failed]. */
export function examStatusText(examStatus: string | null | undefined): string {
  if (examStatus === '1') return '已通过';
  if (examStatus === '2') return '未通过';
  return '未参加';
}
