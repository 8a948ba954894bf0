import type { ExamKind } from '@study-portal/api';
import { pageAddress } from '../shared/address';

/** Exams of every kind (docs/product/routes.md#exams-and-surveys, docs/product/exams.md#exam-kinds). */
export const examPagePaths = {
  fun: '/spiceAnswer/spiceAnswerStart',
  funReview: '/spiceAnswer/reviewQuest',
  inClass: '/examManage/startExam',
  inClassList: '/examManage/manageExam',
  training: '/startCultivate/startCultivate',
  trainingList: '/startCultivate/CultivateExam',
  mockList: '/solidify/textManage',
  formalList: '/solidify/officialManage',
  solidify: '/solidify/officialExam',
  solidifyReview: '/solidify/textQuest',
  class: '/projectStartExam',
  classReview: '/projectReviewQuest',
} as const;

/**
 * Each kind's list, taking page and review. Kinds without a review page of their own review on
 * the taking page, which shows a submitted attempt's result (docs/product/exams.md#exam-kinds).
 */
export const examKindPaths: Record<ExamKind, { list: string; take: string; review: string }> = {
  fun: { list: examPagePaths.fun, take: examPagePaths.fun, review: examPagePaths.funReview },
  inClass: { list: examPagePaths.inClassList, take: examPagePaths.inClass, review: examPagePaths.inClass },
  training: { list: examPagePaths.trainingList, take: examPagePaths.training, review: examPagePaths.training },
  mock: { list: examPagePaths.mockList, take: examPagePaths.solidify, review: examPagePaths.solidifyReview },
  formal: { list: examPagePaths.formalList, take: examPagePaths.solidify, review: examPagePaths.solidifyReview },
  class: { list: examPagePaths.class, take: examPagePaths.class, review: examPagePaths.classReview },
};

/** Taking an exam; `recordId` joins once an attempt is started, so a reload resumes it. */
export const examTakeAddress = (kind: ExamKind, examId: string, recordId?: string | null): string =>
  pageAddress(examKindPaths[kind].take, { examId, recordId });

/** The review of one attempt, or with `examId` the latest submitted attempt of the exam. */
export const examReviewAddress = (kind: ExamKind, attempt: { recordId?: string; examId?: string }): string =>
  pageAddress(examKindPaths[kind].review, { recordId: attempt.recordId, examId: attempt.examId });

/** A kind's list; in-class exams narrow to a course, class exams to a class. */
export const examListAddress = (kind: ExamKind, narrow: { courseId?: string; classId?: string } = {}): string =>
  pageAddress(examKindPaths[kind].list, { courseId: narrow.courseId, id: narrow.classId });

/** A course's in-class exam, found by the course. */
export const inClassExamAddress = (courseId: string): string => pageAddress(examPagePaths.inClass, { courseId });

/** Surveys (docs/product/routes.md#exams-and-surveys); the phone's list is tabled with the sharing pages. */
export const surveyPagePaths = {
  list: '/previewList',
  survey: '/preview',
  results: '/evaluationPreview',
  phoneList: '/h5Question',
} as const;

export const surveyAddress = (id: string): string => pageAddress(surveyPagePaths.survey, { id });

export const surveyResultsAddress = (id: string): string => pageAddress(surveyPagePaths.results, { id });
