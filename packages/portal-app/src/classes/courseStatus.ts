import type { CourseSummary } from '@study-portal/api';
import type { StudyStatus } from '@study-portal/ui';

/**
 * The learner's standing in a course as the card shows it: '2' is completed in the product
 * family; another recorded status, or a status text other than 未学习, means started.
 */
export function courseStudyStatus(course: Pick<CourseSummary, 'studyStatus' | 'showStatusMsg'>): StudyStatus {
  if (course.studyStatus === '2') return 'completed';
  if (course.studyStatus === '1' || (course.showStatusMsg && course.showStatusMsg !== '未学习')) return 'inProgress';
  return 'notStarted';
}

/** Hours of a course list, to one decimal. */
export const totalHours = (courses: ReadonlyArray<Pick<CourseSummary, 'creditHour'>>): number =>
  Math.round(courses.reduce((sum, course) => sum + course.creditHour, 0) * 10) / 10;
