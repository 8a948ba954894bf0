import type { CourseSummary } from '@study-portal/api';
import type { StudyStatus } from '@study-portal/ui';

/**
 * The learner's status with a course, as the card shows it ('2' completed and '1' started in
 * the product family, anything else not started). Visitors of the open pages see none: the
 * server cannot know what they studied.
 */
export function courseStudyStatus(course: Pick<CourseSummary, 'studyStatus'>, signedIn: boolean): StudyStatus | undefined {
  if (!signedIn) return undefined;
  if (course.studyStatus === '2') return 'completed';
  return course.studyStatus === '1' ? 'inProgress' : 'notStarted';
}
