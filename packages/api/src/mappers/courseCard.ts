import type { CourseSummary } from '../contract/entities';
import { toStudyStatus, type CardStudyStatus } from './studyStatus';

/** The fields of a course record a course card shows. Records of every course list have them. */
export type CourseCardRecord = Pick<
  CourseSummary,
  'name' | 'courseCover' | 'teacher' | 'showCourseDuration' | 'creditHour' | 'courseVisitor' | 'isFine' | 'studyStatus' | 'showStatusMsg'
>;

/** The kit's CourseCard props a course record fills; the caller adds `href`, `onOpen` and the layout. */
export interface CourseCardFields {
  /** The course name. */
  name: string;
  /** The cover picture's address; null or undefined when the course has none. */
  cover: string | null | undefined;
  /** The teacher line. */
  teacher: string | null | undefined;
  /** The duration as the backend writes it, e.g. 45分钟. */
  showCourseDuration: string | null | undefined;
  /** Hours credited on completion. */
  creditHour: number;
  /** Times played. */
  courseVisitor: number;
  /** The learner's standing; undefined when the record carries none. */
  status: CardStudyStatus | undefined;
  /** A featured (精品) course. */
  isFine: boolean;
}

/**
 * What a course card shows of a course: `<CourseCard {...courseCardProps(course)} href={…} />`.
 * Null fields pass through, since the kit reads null as absent. Addresses belong to the app's
 * routes, so none is made here.
 */
export function courseCardProps(course: CourseCardRecord): CourseCardFields {
  return {
    name: course.name,
    cover: course.courseCover,
    teacher: course.teacher,
    showCourseDuration: course.showCourseDuration,
    creditHour: course.creditHour,
    courseVisitor: course.courseVisitor,
    status: toStudyStatus(course.studyStatus, course.showStatusMsg),
    isFine: course.isFine,
  };
}
