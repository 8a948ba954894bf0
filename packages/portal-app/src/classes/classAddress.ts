import type { CourseSummary } from '@study-portal/api';

/**
 * The addresses of the online-class pages (docs/product/routes.md#classes). A class travels as `?id=`; links written
 * elsewhere in the product family (letters, older shares) use `?tbtpId=`, so both are read.
 */
export function readClassId(params: URLSearchParams): string {
  return (params.get('id') ?? params.get('tbtpId') ?? '').trim();
}

const withId = (path: string, id: string, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ id, ...extra });
  return `${path}?${query.toString()}`;
};

/** The tabs of the class file (成长档案), each a child route of /projectDetailCxda. */
export const classFileTabs = ['myClass', 'myExam', 'completionSchedule', 'excellentProgress'] as const;
export type ClassFileTab = (typeof classFileTabs)[number];

export const classAddress = {
  index: '/projectIndex',
  cityIndex: '/projectIndexCity',
  myClasses: '/classList',
  errorCode: '/errorCode',
  detail: (id: string) => withId('/projectDetail', id),
  members: (id: string) => withId('/projectDetailBjcy', id),
  affairs: (id: string) => withId('/projectDetailBwgl', id),
  notices: (id: string, noticeId?: string) => withId('/classNotice', id, noticeId ? { noticeId } : {}),
  dynamics: (id: string) => withId('/projectDetailBjdt', id),
  assignments: (id: string) => withId('/projectDetailGrbjzy', id),
  file: (id: string, tab: ClassFileTab = 'myClass') => withId(`/projectDetailCxda/${tab}`, id),
  openDetail: (id: string) => withId('/openProjectDetail', id),
  openMembers: (id: string) => withId('/openBjcy', id),
  qrCode: (id: string) => withId('/enrollmentQrCode', id),
  /** The class exam; the quiz pages are another area's, they read `examId` and the class `id`. */
  startExam: (id: string, examId: string) => withId('/projectStartExam', id, { examId }),
  reviewExam: (id: string, examId: string) => withId('/projectReviewQuest', id, { examId }),
} as const;

/**
 * A class course opens on the course pages (docs/product/classes.md#class-courses), top-level like /commendIndex: videos on /coursedetail, image-text
 * courses on /coursetextdetail.
 */
export function courseAddress(course: Pick<CourseSummary, 'id' | 'resourceType'>): string {
  const page = course.resourceType === 'ARTICLE' ? '/coursetextdetail' : '/coursedetail';
  return `${page}?id=${encodeURIComponent(course.id)}`;
}

/** The same course on the open pages, for visitors of an open class page (docs/product/classes.md#class-courses). */
export function openCourseAddress(course: Pick<CourseSummary, 'id' | 'resourceType'>): string {
  const page = course.resourceType === 'ARTICLE' ? '/openCourseTextDetail' : '/openCourseDetail';
  return `${page}?id=${encodeURIComponent(course.id)}`;
}

/**
 * What the enrolment QR code encodes: the class page on this site, where a learner signs in
 * and enrols (absolute, since a phone reads it).
 */
export function enrolmentAddress(origin: string, id: string): string {
  return `${origin.replace(/\/$/, '')}${classAddress.detail(id)}`;
}
