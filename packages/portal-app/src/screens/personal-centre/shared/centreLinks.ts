import type { CourseSummary } from '@study-portal/api';

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`;

/**
 * Where the study centre leads. Route parameters are query parameters (docs/product/routes.md#the-route-table).
 */
export const centreLinks = {
  /** Video courses play on the course page, image-text ones on their own page (docs/product/courses.md#image-text-and-video-courses). */
  course: (course: Pick<CourseSummary, 'id' | 'resourceType'>) =>
    query(course.resourceType === 'ARTICLE' ? '/coursetextdetail' : '/coursedetail', { id: course.id }),
  tbtpClass: (tbtpId: string) => query('/projectDetail', { tbtpId }),
  subject: (id: string) => query('/subjectDetail', { id }),
  classExam: (examId: string) => query('/projectStartExam', { examId }),
  yearReport: (year: number) => query('/personalYearStuday', { year }),
  yearDetail: (year: number) => query('/personalYearStudayXJ', { year }),
  centreTab: (acativeId: string) => query('/personalCenter', { acativeId }),
  messageCentre: (id?: string) => (id ? query('/messageCenter', { id }) : '/messageCenter'),
  learningFiles: '/learningFiles',
} as const;
