import type { CourseSummary } from '@study-portal/api';

type CardCourse = Pick<CourseSummary, 'name' | 'courseCover' | 'teacher' | 'showCourseDuration' | 'creditHour' | 'courseVisitor' | 'isFine'>;

/**
 * What every course card shows of a course, whatever list it is in (the catalogue, a class, a
 * topic, the study centre): spread into the kit's CourseCard, which each list then gives its
 * own address, status and heading level.
 */
export const courseCardFacts = (course: CardCourse) => ({
  name: course.name,
  cover: course.courseCover ?? null,
  teacher: course.teacher ?? undefined,
  showCourseDuration: course.showCourseDuration ?? undefined,
  creditHour: course.creditHour,
  courseVisitor: course.courseVisitor,
  isFine: course.isFine,
});
