import type { CourseSummary } from '@study-portal/api';

/** Hours of a course list, to one decimal. */
export const totalHours = (courses: ReadonlyArray<Pick<CourseSummary, 'creditHour'>>): number =>
  Math.round(courses.reduce((sum, course) => sum + course.creditHour, 0) * 10) / 10;
