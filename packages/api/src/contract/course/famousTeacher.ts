import type { ApiClient } from '../../client/createApiClient';
import { CourseSummarySchema, type CourseSummary } from '../entities';
import { fromPagingB, pagedB, toPagingB, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** Famous teachers (名师讲堂, route /masterLectureHall): the product's paths, all POST. */
export const famousTeacherPaths = {
  list: 'api/portal/queryFamous',
  detail: 'api/portal/getFamousDetail',
  courses: 'api/portal/queryCourseByTeacher',
} as const;

/**
 * A famous teacher in the list [A: every field; the family's course teacher has `teacher`,
 * `teacherPosition`, `picture`, `teacherProfile`, which we keep as the names here].
 */
export const FamousTeacherSummarySchema = v.looseObject({
  id: idString,
  teacher: v.string(),
  teacherPosition: optionalText,
  picture: optionalText,
  /** One line for the card. */
  summary: optionalText,
  researchField: optionalText,
  courseCount: v.nullish(looseNumber, 0),
});
export type FamousTeacherSummary = v.InferOutput<typeof FamousTeacherSummarySchema>;

/** A famous teacher's page [A]: `teacherProfile` is HTML (sanitise). */
export const FamousTeacherDetailSchema = v.looseObject({
  ...FamousTeacherSummarySchema.entries,
  teacherProfile: v.nullish(v.string(), ''),
  honours: v.nullish(v.array(v.string()), []),
});
export type FamousTeacherDetail = v.InferOutput<typeof FamousTeacherDetailSchema>;

/** POST api/portal/queryFamous, paging style (b) [A]. */
export async function fetchFamousTeachers(client: ApiClient, request: PageRequest): Promise<Page<FamousTeacherSummary>> {
  const reply = readData(await client.post(famousTeacherPaths.list, toPagingB(request)), pagedB(FamousTeacherSummarySchema), famousTeacherPaths.list);
  return fromPagingB(reply, request);
}

/** POST api/portal/getFamousDetail { id }. Unknown ids: 名师不存在. */
export async function fetchFamousTeacherDetail(client: ApiClient, request: { id: string }): Promise<FamousTeacherDetail> {
  return readData(await client.post(famousTeacherPaths.detail, { id: request.id }), FamousTeacherDetailSchema, famousTeacherPaths.detail);
}

export interface TeacherCoursesRequest extends PageRequest {
  teacherId: string;
}

/** POST api/portal/queryCourseByTeacher: the teacher's courses, newest first, paging style (b) [A]. */
export async function fetchTeacherCourses(client: ApiClient, request: TeacherCoursesRequest): Promise<Page<CourseSummary>> {
  const body = { ...toPagingB(request), teacherId: request.teacherId };
  const reply = readData(await client.post(famousTeacherPaths.courses, body), pagedB(CourseSummarySchema), famousTeacherPaths.courses);
  return fromPagingB(reply, request);
}

export const useFamousTeachers = (request: PageRequest | null | undefined) =>
  useApiRead(request ? [famousTeacherPaths.list, request] : null, ({ pc }) => fetchFamousTeachers(pc, request!));

export const useFamousTeacherDetail = (id: string | null | undefined) =>
  useApiRead(id ? [famousTeacherPaths.detail, { id }] : null, ({ pc }) => fetchFamousTeacherDetail(pc, { id: id! }));

export const useTeacherCourses = (request: TeacherCoursesRequest | null | undefined) =>
  useApiRead(request ? [famousTeacherPaths.courses, request] : null, ({ pc }) => fetchTeacherCourses(pc, request!));
