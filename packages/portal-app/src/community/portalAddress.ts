import type { CourseSummary } from '@study-portal/api';
/** A course's detail page: image-text courses have their own (docs/product/courses.md#image-text-and-video-courses). */
export const courseAddress = (course: Pick<CourseSummary, 'id' | 'resourceType'>) =>
  `${course.resourceType === 'ARTICLE' ? '/coursetextdetail' : '/coursedetail'}?id=${encodeURIComponent(course.id)}`;

export const taskAddress = (id: string) => `/task/taskDetail?id=${encodeURIComponent(id)}`;

export const postAddress = (id: string) => `/comment/postDetail?id=${encodeURIComponent(id)}`;

export const classAddress = (tbtpId: string) => `/projectDetail?id=${encodeURIComponent(tbtpId)}`;

export const surveyAddress = (surveyId: string) => `/preview?id=${encodeURIComponent(surveyId)}`;
