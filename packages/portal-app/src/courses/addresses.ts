import type { CourseSummary } from '@study-portal/api';

type CourseRef = Pick<CourseSummary, 'id' | 'resourceType'>;

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** The course's page in the portal: image-text courses have their own (docs/product/courses.md#image-text-and-video-courses). */
export const courseDetailAddress = (course: CourseRef): string =>
  withId(course.resourceType === 'ARTICLE' ? '/coursetextdetail' : '/coursedetail', course.id);

/** Where the learner studies it: the player for videos, the reader for image-text (ARTICLE) courses. */
export const courseStudyAddress = (course: CourseRef): string =>
  withId(course.resourceType === 'ARTICLE' ? '/imagetext' : '/subcourse', course.id);

/** The open page a share QR code leads to (docs/product/courses.md#sharing-a-course), absolute so a phone can scan it. */
export const courseShareAddress = (course: CourseRef, origin: string): string =>
  `${origin}${withId(course.resourceType === 'ARTICLE' ? '/contentShareBook' : '/contentShare', course.id)}`;

export const discussRoomAddress = (courseId: string): string => withId('/discussRoom', courseId);

/** The signed-in course page an open page sends a learner who already has a session. */
export const learnerCourseAddress = courseDetailAddress;

export const teacherAddress = (teacherId: string): string => withId('/masterLectureHall/info', teacherId);

/**
 * 开始学习 until the learner has a record of the course, then 继续学习 (the player resumes
 * where they stopped, and a completed course can be studied again).
 */
export function studyActionLabel(course: Pick<CourseSummary, 'studyStatus'> & { recordStatus?: string | null | undefined }): string {
  const started = (course.studyStatus !== undefined && course.studyStatus !== null && course.studyStatus !== '0') || course.recordStatus === '1';
  return started ? '继续学习' : '开始学习';
}
