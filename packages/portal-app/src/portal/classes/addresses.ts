import { pageAddress } from '../shared/address';
import { examPagePaths } from '../exams/addresses';

/** The class pages (docs/product/routes.md#classes, #sharing-and-open-pages). */
export const classPagePaths = {
  index: '/projectIndex',
  cityClasses: '/projectIndexCity',
  detail: '/projectDetail',
  members: '/projectDetailBjcy',
  classAffairs: '/projectDetailBwgl',
  classNotice: '/classNotice',
  classDynamics: '/projectDetailBjdt',
  assignments: '/projectDetailGrbjzy',
  classFile: '/projectDetailCxda',
  openDetail: '/openProjectDetail',
  openMembers: '/openBjcy',
  enrolmentQrCode: '/enrollmentQrCode',
  unknown: '/errorCode',
  myClasses: '/classList',
} as const;

/** Older addresses that redirect to a class page (docs/product/routes.md#redirects). */
export const classRedirectPaths = {
  index: '/project',
  openDetail: '/open',
} as const;

/**
 * A class travels as `?id=`; links written elsewhere in the product family (letters, older
 * shares) use `?tbtpId=`, so both are read.
 */
export function readClassId(params: URLSearchParams): string {
  return (params.get('id') ?? params.get('tbtpId') ?? '').trim();
}

/** The tabs of the class file (成长档案), each a child route of /projectDetailCxda. */
export const classFileTabs = ['myClass', 'myExam', 'completionSchedule', 'excellentProgress'] as const;
export type ClassFileTab = (typeof classFileTabs)[number];

export const classAddress = (id: string): string => pageAddress(classPagePaths.detail, { id });
export const classMembersAddress = (id: string): string => pageAddress(classPagePaths.members, { id });
export const classAffairsAddress = (id: string): string => pageAddress(classPagePaths.classAffairs, { id });
export const classNoticeAddress = (id: string, noticeId?: string): string => pageAddress(classPagePaths.classNotice, { id, noticeId });
export const classDynamicsAddress = (id: string): string => pageAddress(classPagePaths.classDynamics, { id });
export const assignmentsAddress = (id: string): string => pageAddress(classPagePaths.assignments, { id });
export const classFileAddress = (id: string, tab: ClassFileTab = 'myClass'): string => pageAddress(`${classPagePaths.classFile}/${tab}`, { id });
export const openClassAddress = (id: string): string => pageAddress(classPagePaths.openDetail, { id });
export const openClassMembersAddress = (id: string): string => pageAddress(classPagePaths.openMembers, { id });
export const enrolmentQrCodeAddress = (id: string): string => pageAddress(classPagePaths.enrolmentQrCode, { id });

/** The class exam; the exam pages are tabled with the other exams, and read `examId` and the class `id`. */
export const classExamAddress = (id: string, examId: string): string => pageAddress(examPagePaths.class, { id, examId });
export const classExamReviewAddress = (id: string, examId: string): string => pageAddress(examPagePaths.classReview, { id, examId });

/**
 * What the enrolment QR code encodes: the class page on this site, where a learner signs in
 * and enrols (absolute, since a phone reads it).
 */
export function enrolmentAddress(origin: string, id: string): string {
  return `${origin.replace(/\/$/, '')}${classAddress(id)}`;
}
