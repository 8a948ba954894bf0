import type { ApiClient } from '../../client/createApiClient';
import { CourseSummarySchema, SubjectSummarySchema, TbtpClassSummarySchema } from '../entities';
import { fromPagingA, pagedA, readAllPages, toPagingA, type Page, type PageRequest } from '../page';
import { looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** The study centre's own lists (docs/product/study-centre.md#personal-area-calls): my classes, courses, special topics, collections. */
export const studyCentrePaths = {
  myTbtps: 'api/personal/queryMyTbtps',
  tbtpStatistics: 'api/personal/queryTbtpStatisticsInfo',
  myCourses: 'api/personal/myCourses',
  mySubjects: 'api/subject/queryMySubject',
  myCollect: 'api/personal/queryMyCollect',
} as const;

/**
 * A class the learner is enrolled in: the shared class summary [F: tbtpId; A: the rest] plus
 * what the study centre shows about the learner's part in it [A].
 */
export const MyTbtpClassSchema = v.looseObject({
  ...TbtpClassSummarySchema.entries,
  /** Hours the learner has earned in this class. */
  studiedHours: v.nullish(looseNumber, 0),
  /** Whether the learner met the class's requirements (结业). */
  graduated: v.nullish(v.boolean(), false),
  enrolTime: optionalText,
});
export type MyTbtpClass = v.InferOutput<typeof MyTbtpClassSchema>;

/** [A] `ongoing` and `ended` filter on the class's end date; absent lists every class. */
export type MyTbtpStatus = 'ongoing' | 'ended';

export interface MyTbtpQuery extends PageRequest {
  status?: MyTbtpStatus;
}

/**
 * POST api/personal/queryMyTbtps: my classes, newest enrolment first.
 * [A] Paging style (a); the filter goes as `status`.
 */
export async function fetchMyClasses(client: ApiClient, query: MyTbtpQuery): Promise<Page<MyTbtpClass>> {
  const path = studyCentrePaths.myTbtps;
  const reply = readData(await client.post(path, { ...toPagingA(query), status: query.status ?? '' }), pagedA(MyTbtpClassSchema), path);
  return fromPagingA(reply, query);
}

export const useMyClasses = (query: MyTbtpQuery) =>
  useApiRead([studyCentrePaths.myTbtps, query], ({ pc }) => fetchMyClasses(pc, query));

/** Every class of the learner's that matches, page after page, whatever page size the backend caps at. */
export const useAllMyClasses = (query: Omit<MyTbtpQuery, keyof PageRequest> = {}) =>
  useApiRead([studyCentrePaths.myTbtps, { ...query, allPages: true }], ({ pc }) => readAllPages((page) => fetchMyClasses(pc, { ...query, ...page })));

/** The study centre's class counters [A: every field]. */
export const TbtpStatisticsInfoSchema = v.looseObject({
  tbtpCount: looseNumber,
  ongoingCount: v.nullish(looseNumber, 0),
  endedCount: v.nullish(looseNumber, 0),
  graduatedCount: v.nullish(looseNumber, 0),
  /** Hours earned in classes, all classes together. */
  tbtpHourSum: v.nullish(looseNumber, 0),
});
export type TbtpStatisticsInfo = v.InferOutput<typeof TbtpStatisticsInfoSchema>;

/** POST api/personal/queryTbtpStatisticsInfo. */
export async function fetchMyClassStatistics(client: ApiClient): Promise<TbtpStatisticsInfo> {
  const path = studyCentrePaths.tbtpStatistics;
  return readData(await client.post(path, {}), TbtpStatisticsInfoSchema, path);
}

export const useMyClassStatistics = () => useApiRead([studyCentrePaths.tbtpStatistics], ({ pc }) => fetchMyClassStatistics(pc));

/** A course on the learner's list: the shared summary [F] plus the learner's progress [A]. */
export const MyCourseSchema = v.looseObject({
  ...CourseSummarySchema.entries,
  /** 0-100. */
  progress: v.nullish(looseNumber, 0),
  lastStudyTime: optionalText,
  finishTime: optionalText,
  categoryId: optionalText,
  categoryName: optionalText,
});
export type MyCourse = v.InferOutput<typeof MyCourseSchema>;

/** The study centre's course tabs: 全部 (also courses not yet started, 未学习), 学习中, 已完成. */
export type MyCourseStatus = 'all' | 'studying' | 'finished';

/** [A] On the wire as `studyStatus`: '' (all), '1' (studying), '2' (finished; '2' is [F]). */
export const myCourseStatusCodes: Record<MyCourseStatus, string> = { all: '', studying: '1', finished: '2' };

export interface MyCoursesQuery extends PageRequest {
  status?: MyCourseStatus;
}

/** POST api/personal/myCourses: my courses, last studied first. [A] Paging style (a). */
export async function fetchMyCourses(client: ApiClient, query: MyCoursesQuery): Promise<Page<MyCourse>> {
  const path = studyCentrePaths.myCourses;
  const body = { ...toPagingA(query), studyStatus: myCourseStatusCodes[query.status ?? 'all'] };
  return fromPagingA(readData(await client.post(path, body), pagedA(MyCourseSchema), path), query);
}

export const useMyCourses = (query: MyCoursesQuery) => useApiRead([studyCentrePaths.myCourses, query], ({ pc }) => fetchMyCourses(pc, query));

/** A special topic the learner has joined: the shared summary [F: id] plus progress [A]. */
export const MySubjectSchema = v.looseObject({
  ...SubjectSummarySchema.entries,
  finishedCourseCount: v.nullish(looseNumber, 0),
  /** 0-100. */
  progress: v.nullish(looseNumber, 0),
  joinTime: optionalText,
});
export type MySubject = v.InferOutput<typeof MySubjectSchema>;

/** POST api/subject/queryMySubject: my special topics. [A] Paging style (a). */
export async function fetchMyTopics(client: ApiClient, query: PageRequest): Promise<Page<MySubject>> {
  const path = studyCentrePaths.mySubjects;
  return fromPagingA(readData(await client.post(path, toPagingA(query)), pagedA(MySubjectSchema), path), query);
}

export const useMyTopics = (query: PageRequest) => useApiRead([studyCentrePaths.mySubjects, query], ({ pc }) => fetchMyTopics(pc, query));

/** A collected course: the shared summary [F] plus when it was collected [A]. */
export const MyCollectedCourseSchema = v.looseObject({
  ...CourseSummarySchema.entries,
  collectTime: optionalText,
});
export type MyCollectedCourse = v.InferOutput<typeof MyCollectedCourseSchema>;

/**
 * POST api/personal/queryMyCollect: my collected courses, newest first. [A] Paging style (a).
 * Collecting and uncollecting (api/portal/collect/toggleCollect) live with the course calls;
 * their write hook should revalidate this path.
 */
export async function fetchMyCollectedCourses(client: ApiClient, query: PageRequest): Promise<Page<MyCollectedCourse>> {
  const path = studyCentrePaths.myCollect;
  return fromPagingA(readData(await client.post(path, toPagingA(query)), pagedA(MyCollectedCourseSchema), path), query);
}

export const useMyCollectedCourses = (query: PageRequest) =>
  useApiRead([studyCentrePaths.myCollect, query], ({ pc }) => fetchMyCollectedCourses(pc, query));
