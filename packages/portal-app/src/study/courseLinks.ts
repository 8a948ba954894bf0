import type { CourseSummary } from '@study-portal/api';

/** Where a course is studied: videos in /subcourse, image-text courses in /imagetext. */
export const studyPathOf = (course: Pick<CourseSummary, 'id' | 'resourceType'>): string =>
  `${course.resourceType === 'ARTICLE' ? '/imagetext' : '/subcourse'}?id=${encodeURIComponent(course.id)}`;

/** Where a course is shared: /contentShare for videos, /contentShareBook for image-text. */
export const sharePathOf = (course: Pick<CourseSummary, 'id' | 'resourceType'>): string =>
  `${course.resourceType === 'ARTICLE' ? '/contentShareBook' : '/contentShare'}?id=${encodeURIComponent(course.id)}`;

/** The in-class test of a course (the quizzes area's /examManage/startExam). */
export const inClassTestPathOf = (courseId: string): string => `/examManage/startExam?courseId=${encodeURIComponent(courseId)}`;

/** Where a share link for an unknown course goes (docs/product/courses.md#sharing-a-course). */
export const unknownSharedCoursePath = '/errorShare';
