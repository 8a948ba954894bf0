import type { RequestHandler } from 'msw';
import type { MockDb } from '../../core/mockDb';
import { courseCollectHandlers } from './collect';
import { columnHandlers } from './column';
import { courseInfoHandlers } from './course';
import { courseDiscussionHandlers } from './discussion';
import { famousTeacherHandlers } from './famousTeacher';
import { courseRatingHandlers } from './rating';
import { courseStudyHandlers } from './study';
import { subjectHandlers } from './subject';

export const courseHandlers = (db: MockDb): RequestHandler[] => [
  ...courseInfoHandlers(db),
  ...courseCollectHandlers(db),
  ...courseRatingHandlers(db),
  ...courseDiscussionHandlers(db),
  ...subjectHandlers(db),
  ...columnHandlers(db),
  ...famousTeacherHandlers(db),
  ...courseStudyHandlers(db),
];

export {
  collectedCourseIds,
  courseStateOf,
  courseSummaryFor,
  creditedHoursDetailOf,
  creditedHoursOf,
  hourCreditsOf,
  setCourseExamStatus,
  studyRecordsOf,
} from './state';
