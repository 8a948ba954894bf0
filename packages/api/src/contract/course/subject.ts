import type { ApiClient } from '../../client/createApiClient';
import { CourseSummarySchema, SubjectSummarySchema, type CourseSummary, type SubjectSummary } from '../entities';
import { fromPagingA, pagedA, toPagingA, type Page, type PageRequest } from '../page';
import { looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/**
 * Special topics (专题, routes /subjectList and /subjectDetail). Index and list are the product's
 * paths (docs/product/topics.md); detail and course list are [A].
 */
export const subjectPaths = {
  index: 'api/subject/queryIndex',
  list: 'api/subject/query',
  detail: 'api/subject/get',
  courses: 'api/subject/queryCourse',
} as const;

/**
 * A subject's own page [A: every field beyond the summary]: `introduction` is back-office
 * HTML (sanitise), `totalHours` the sum of its courses' hours, `completedCourseCount` how many
 * of them the signed-in learner has completed (0 without a session).
 */
export const SubjectDetailSchema = v.looseObject({
  ...SubjectSummarySchema.entries,
  introduction: v.nullish(v.string(), ''),
  publishDate: optionalText,
  organiser: optionalText,
  totalHours: v.nullish(looseNumber, 0),
  completedCourseCount: v.nullish(looseNumber, 0),
});
export type SubjectDetail = v.InferOutput<typeof SubjectDetailSchema>;

/** POST api/subject/queryIndex: the home page's topics, in display order (four [A]). */
export async function fetchHomeTopics(client: ApiClient): Promise<SubjectSummary[]> {
  return readData(await client.post(subjectPaths.index), v.array(SubjectSummarySchema), subjectPaths.index);
}

export interface SubjectsRequest extends PageRequest {
  /** [A] Part of the subject's name. */
  keyword?: string;
}

/** POST api/subject/query: every subject, newest first, paging style (a) [A]. */
export async function fetchTopics(client: ApiClient, request: SubjectsRequest): Promise<Page<SubjectSummary>> {
  const body = { ...toPagingA(request), name: request.keyword ?? '' };
  return fromPagingA(readData(await client.post(subjectPaths.list, body), pagedA(SubjectSummarySchema), subjectPaths.list), request);
}

/** POST api/subject/get { id } [A]. An unknown id is refused with 专题不存在. */
export async function fetchTopicDetail(client: ApiClient, request: { id: string }): Promise<SubjectDetail> {
  return readData(await client.post(subjectPaths.detail, { id: request.id }), SubjectDetailSchema, subjectPaths.detail);
}

export interface SubjectCoursesRequest extends PageRequest {
  subjectId: string;
}

/** POST api/subject/queryCourse: the subject's courses in its own order, paging style (a) [A]. */
export async function fetchTopicCourses(client: ApiClient, request: SubjectCoursesRequest): Promise<Page<CourseSummary>> {
  const body = { ...toPagingA(request), subjectId: request.subjectId };
  return fromPagingA(readData(await client.post(subjectPaths.courses, body), pagedA(CourseSummarySchema), subjectPaths.courses), request);
}

export const useHomeTopics = () => useApiRead([subjectPaths.index], ({ pc }) => fetchHomeTopics(pc));

export const useTopics = (request: SubjectsRequest | null | undefined) =>
  useApiRead(request ? [subjectPaths.list, request] : null, ({ pc }) => fetchTopics(pc, request!));

export const useTopicDetail = (id: string | null | undefined) =>
  useApiRead(id ? [subjectPaths.detail, { id }] : null, ({ pc }) => fetchTopicDetail(pc, { id: id! }));

export const useTopicCourses = (request: SubjectCoursesRequest | null | undefined) =>
  useApiRead(request ? [subjectPaths.courses, request] : null, ({ pc }) => fetchTopicCourses(pc, request!));
