import type { CourseSummary } from '@study-portal/api';
import { pageAddress } from '../shared/address';
import { studyPagePaths } from '../study/addresses';

/** A course as far as its address goes; a record without a type counts as a video course. */
export interface CourseRef {
  id: string;
  resourceType?: CourseSummary['resourceType'] | null;
}

/** The course pages (docs/product/routes.md#courses-and-study, #sharing-and-open-pages). */
export const coursePagePaths = {
  recommend: '/commendIndex',
  detail: '/coursedetail',
  imageTextDetail: '/coursetextdetail',
  courseDiscussion: '/discussRoom',
  literaryArts: '/literaryIndex',
  literacy: '/multipleIndex',
  famousTeachers: '/masterLectureHall/list',
  famousTeacher: '/masterLectureHall/info',
  openDetail: '/openCourseDetail',
  openFineDetail: '/openNewGoodCourseDetail',
  openImageTextDetail: '/openCourseTextDetail',
  openDetailMobile: '/openCourseDetailMobile',
  share: '/share',
  unknown: '/errorShare',
} as const;

/** Older addresses that redirect to a course page (docs/product/routes.md#redirects). */
export const courseRedirectPaths = {
  recommend: '/commend',
  literaryArts: '/literary',
  literacy: '/multiple',
  famousTeachers: '/masterLectureHall',
} as const;

const isImageText = (course: CourseRef) => course.resourceType === 'ARTICLE';

/**
 * The course's page, decided here and nowhere else: an image-text course has its own
 * (docs/product/courses.md#image-text-and-video-courses), whichever area links to it.
 */
export const courseAddress = (course: CourseRef): string =>
  pageAddress(isImageText(course) ? coursePagePaths.imageTextDetail : coursePagePaths.detail, { id: course.id });

/** The same course for a visitor, on the open pages (docs/product/courses.md#image-text-and-video-courses). */
export const openCourseAddress = (course: CourseRef): string =>
  pageAddress(isImageText(course) ? coursePagePaths.openImageTextDetail : coursePagePaths.openDetail, { id: course.id });

/** The open course page laid out for a phone; it has no image-text twin, so it shows both kinds. */
export const openCourseMobileAddress = (id: string): string => pageAddress(coursePagePaths.openDetailMobile, { id });

/** Where the learner studies it: the player for videos, the reader for image-text courses. */
export const courseStudyAddress = (course: CourseRef): string =>
  pageAddress(isImageText(course) ? studyPagePaths.imageText : studyPagePaths.video, { id: course.id });

/** The open sharing page of the course's type (docs/product/courses.md#sharing-a-course). */
export const sharedCourseAddress = (course: CourseRef): string =>
  pageAddress(isImageText(course) ? studyPagePaths.sharedImageText : studyPagePaths.sharedVideo, { id: course.id });

/** What the share QR code encodes: the sharing page, absolute so a phone can scan it. */
export const courseShareAddress = (course: CourseRef, origin: string): string => `${origin.replace(/\/$/, '')}${sharedCourseAddress(course)}`;

/** The course share page (课程分享, /share), which a signed-out visitor may open too. */
export const courseSharePageAddress = (id: string): string => pageAddress(coursePagePaths.share, { id });

export const courseDiscussionAddress = (courseId: string): string => pageAddress(coursePagePaths.courseDiscussion, { id: courseId });

export const famousTeacherAddress = (teacherId: string): string => pageAddress(coursePagePaths.famousTeacher, { id: teacherId });

/**
 * 开始学习 until the learner has a record of the course, then 继续学习 (the player resumes
 * where they stopped, and a completed course can be studied again).
 */
export function studyActionLabel(course: Pick<CourseSummary, 'studyStatus'> & { recordStatus?: string | null | undefined }): string {
  const started = (course.studyStatus !== undefined && course.studyStatus !== null && course.studyStatus !== '0') || course.recordStatus === '1';
  return started ? '继续学习' : '开始学习';
}
