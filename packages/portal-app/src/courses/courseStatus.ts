import type { CourseSummary } from '@study-portal/api';
import type { StudyStatus } from '@study-portal/ui';

/**
 * The learner's standing in a course as a card shows it, from the server's code: '2' completed
 * [F], '1' started; a record without the code but with a status text other than 未学习 (the
 * class lists send only the text) is started too; anything else not started.
 */
export function studyStatusOf(course: Pick<CourseSummary, 'studyStatus'> & { showStatusMsg?: string | null | undefined }): StudyStatus {
  if (course.studyStatus === '2') return 'completed';
  if (course.studyStatus === '1' || (course.showStatusMsg && course.showStatusMsg !== '未学习')) return 'inProgress';
  return 'notStarted';
}

/** The in-class test's state for the learner [A: '0' not taken, '1' passed, '2' failed]. */
export function examStatusText(examStatus: string | null | undefined): string {
  if (examStatus === '1') return '已通过';
  if (examStatus === '2') return '未通过';
  return '未参加';
}
