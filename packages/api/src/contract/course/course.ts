import type { ApiClient } from '../../client/createApiClient';
import type { PortalClients } from '../../client/portalClients';
import { CourseSummarySchema, CourseTeacherSchema, type CourseSummary } from '../entities';
import { fromPagingA, pagedA, toPagingA, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { preloadApiRead, useApiRead, useApiWrite } from '../swr';

/**
 * Courses (docs/product/courses.md#course-calls). Recommend, category tree and page by category are
 * the product's paths; detail and like are [A] (the family's naming).
 */
export const coursePaths = {
  recommend: 'api/portal/course/recommend',
  categories: 'api/portal/course/getCategory',
  byCategory: 'api/portal/course/getPageByCategory',
  detail: 'api/portal/course/get',
  toggleZan: 'api/portal/course/toggleZan',
} as const;

/**
 * A node of the course category tree [A: the whole shape]. Declared as an interface because
 * the tree is recursive, which valibot cannot infer.
 */
export interface CourseCategory {
  id: string;
  name: string;
  children: CourseCategory[];
}

export const CourseCategorySchema: v.GenericSchema<unknown, CourseCategory> = v.looseObject({
  id: idString,
  name: v.string(),
  children: v.nullish(v.array(v.lazy(() => CourseCategorySchema)), []),
});

/**
 * The root categories that carry their own menu entries in the blue theme (docs/product/courses.md#root-categories:
 * /multipleIndex, /literaryIndex). [A] Screens find them in the tree by name, so a tenant's
 * own ids need no configuration.
 */
export const courseCategoryRootNames = {
  comprehensiveLiteracy: '综合素养课程',
  literaryArts: '文艺专业课程',
} as const;

/** The root category with this name, if the tree has one. */
export function findCourseCategoryRoot(tree: readonly CourseCategory[], name: string): CourseCategory | undefined {
  return tree.find((category) => category.name === name);
}

/** A downloadable course material (课程教材) [F]. */
export const CourseAttachmentSchema = v.looseObject({
  attaName: v.string(),
  attaPath: v.string(),
});
export type CourseAttachment = v.InferOutput<typeof CourseAttachmentSchema>;

/**
 * A course as its detail page shows it. [F] every field of docs/product/courses.md#the-course-record;
 * [A] `durationSeconds` (the player's length, so completion needs no metadata guess),
 * `furthest` (furthest position watched, for the seek limit), `categoryId`, and the codes:
 * `studyStatus` '0' not started / '1' in progress / '2' completed ('2' is [F]),
 * `recordStatus` '1' when the learner has a study record, `examStatus` '0' not taken /
 * '1' passed / '2' failed. Per-learner fields are for the signed-in learner; without a
 * session they read as not started, not liked, not collected.
 */
export const CourseDetailSchema = v.looseObject({
  ...CourseSummarySchema.entries,
  teacherProfile: optionalText,
  listTeacherInfo: v.nullish(v.array(CourseTeacherSchema), []),
  /** HTML from the back office: render only through the sanitiser. */
  introduction: v.nullish(v.string(), ''),
  /** The video address for VIDEO; the HTML body for ARTICLE. */
  resourcePath: optionalText,
  attachmentList: v.nullish(v.array(CourseAttachmentSchema), []),
  /** Rating average on the 0-10 scale. */
  score: v.nullish(looseNumber),
  isCollected: v.nullish(v.boolean(), false),
  isZan: v.nullish(v.boolean(), false),
  zanNum: v.nullish(looseNumber, 0),
  /** Resume position in seconds. */
  studyTimes: v.nullish(looseNumber, 0),
  furthest: v.nullish(looseNumber, 0),
  durationSeconds: v.nullish(looseNumber),
  /** '0' means the course has an in-class test (spelling as in the original). */
  assessementType: optionalText,
  assessementId: optionalText,
  examStatus: optionalText,
  recordStatus: optionalText,
  categoryId: optionalText,
});
export type CourseDetail = v.InferOutput<typeof CourseDetailSchema>;

/** Whether a course offers an in-class test after it is completed [F: assessementType '0']. */
export const courseHasInClassTest = (course: Pick<CourseDetail, 'assessementType'>): boolean => course.assessementType === '0';

/** Whether the learner has completed the course [F: studyStatus '2']. */
export const isCourseCompleted = (course: Pick<CourseSummary, 'studyStatus'>): boolean => course.studyStatus === '2';

export interface RecommendedCoursesRequest {
  /** [A] 换一换: each batch is the next three of the recommended pool, wrapping round. */
  batch?: number;
}

/** POST api/portal/course/recommend: three recommended courses (docs/product/courses.md#recommendations). */
export async function fetchRecommendedCourses(client: ApiClient, request: RecommendedCoursesRequest = {}): Promise<CourseSummary[]> {
  return readData(await client.post(coursePaths.recommend, { batch: request.batch ?? 0 }), v.array(CourseSummarySchema), coursePaths.recommend);
}

/** GET api/portal/course/getCategory: the category tree's roots. */
export async function fetchCourseCategories(client: ApiClient): Promise<CourseCategory[]> {
  return readData(await client.get(coursePaths.categories), v.array(CourseCategorySchema), coursePaths.categories);
}

export interface CoursesByCategoryRequest extends PageRequest {
  /** A category and all below it; every course when absent. */
  categoryId?: string;
  /** [A] Part of the course name. */
  keyword?: string;
  /** [A] Newest first (default) or most played first. */
  sort?: 'latest' | 'hottest';
  /** [A] Only 精品 courses. */
  fineOnly?: boolean;
}

/** POST api/portal/course/getPageByCategory, paging style (a) [A]. */
export async function fetchCoursesByCategory(client: ApiClient, request: CoursesByCategoryRequest): Promise<Page<CourseSummary>> {
  const body = {
    ...toPagingA(request),
    categoryId: request.categoryId ?? '',
    name: request.keyword ?? '',
    sort: request.sort ?? 'latest',
    isFine: request.fineOnly ? 1 : 0,
  };
  const reply = readData(await client.post(coursePaths.byCategory, body), pagedA(CourseSummarySchema), coursePaths.byCategory);
  return fromPagingA(reply, request);
}

/** GET api/portal/course/get?id= [A]. An unknown id is refused with 课程不存在. */
export async function fetchCourseDetail(client: ApiClient, request: { id: string }): Promise<CourseDetail> {
  return readData(await client.get(coursePaths.detail, { id: request.id }), CourseDetailSchema, coursePaths.detail);
}

/** The reply of a like toggle [A]: the learner's new state and the new count. */
export const CourseZanSchema = v.looseObject({
  isZan: v.boolean(),
  zanNum: looseNumber,
});
export type CourseZan = v.InferOutput<typeof CourseZanSchema>;

/** POST api/portal/course/toggleZan [A]: likes or unlikes for the signed-in learner. */
export async function toggleCourseLike(client: ApiClient, request: { courseId: string }): Promise<CourseZan> {
  return readData(await client.post(coursePaths.toggleZan, { courseId: request.courseId }), CourseZanSchema, coursePaths.toggleZan);
}

export const useRecommendedCourses = (request: RecommendedCoursesRequest = {}) =>
  useApiRead([coursePaths.recommend, request], ({ pc }) => fetchRecommendedCourses(pc, request));

const courseCategoriesKey = [coursePaths.categories] as const;
const coursesByCategoryKey = (request: CoursesByCategoryRequest) => [coursePaths.byCategory, request] as const;
const courseDetailKey = (id: string) => [coursePaths.detail, { id }] as const;

export const useCourseCategories = () => useApiRead(courseCategoriesKey, ({ pc }) => fetchCourseCategories(pc));

export const useCoursesByCategory = (request: CoursesByCategoryRequest | null | undefined) =>
  useApiRead(request ? coursesByCategoryKey(request) : null, ({ pc }) => fetchCoursesByCategory(pc, request!));

export const useCourseDetail = (id: string | null | undefined) =>
  useApiRead(id ? courseDetailKey(id) : null, ({ pc }) => fetchCourseDetail(pc, { id: id! }));

/** For a first page's data at start-up: the same reads as useCourseCategories, useCoursesByCategory, useCourseDetail. */
export const preloadCourseCategories = (clients: PortalClients) =>
  preloadApiRead(clients, courseCategoriesKey, ({ pc }) => fetchCourseCategories(pc));
export const preloadCoursesByCategory = (clients: PortalClients, request: CoursesByCategoryRequest) =>
  preloadApiRead(clients, coursesByCategoryKey(request), ({ pc }) => fetchCoursesByCategory(pc, request));
export const preloadCourseDetail = (clients: PortalClients, id: string) =>
  preloadApiRead(clients, courseDetailKey(id), ({ pc }) => fetchCourseDetail(pc, { id }));

export const useToggleCourseLike = () =>
  useApiWrite((clients, request: { courseId: string }) => toggleCourseLike(clients.pc, request), [coursePaths.detail]);
