import type { ApiClient } from '../../client/createApiClient';
import { fromPagingA, pagedA, toPagingA, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/**
 * The external academy's (中网院, cela) lists shown inside the study centre (docs/product/study-centre.md#personal-area-calls): POST
 * with `pagesize` and `pagenum` in the query string and no body fields. [A] `pagenum` is
 * 0-based and the reply is paging style (a), as the parameter names suggest.
 */
export const celaPaths = {
  topics: 'api/cela/queryTopicPageList',
  courses: 'api/cela/queryCoursePageList',
} as const;

/** A topic of the external academy [A: every field]; `url` opens it on the academy's site. */
export const CelaTopicSchema = v.looseObject({
  id: idString,
  title: v.string(),
  cover: optionalText,
  summary: optionalText,
  courseCount: v.nullish(looseNumber, 0),
  url: optionalText,
});
export type CelaTopic = v.InferOutput<typeof CelaTopicSchema>;

/** A course of the external academy [A: every field]. */
export const CelaCourseSchema = v.looseObject({
  id: idString,
  title: v.string(),
  teacher: optionalText,
  cover: optionalText,
  /** Display string such as 45分钟. */
  duration: optionalText,
  creditHour: v.nullish(looseNumber, 0),
  url: optionalText,
});
export type CelaCourse = v.InferOutput<typeof CelaCourseSchema>;

/** The client sends JSON bodies only, so the paging goes into the path's query string here. */
function withPaging(path: string, request: PageRequest): string {
  const { pagenum, pagesize } = toPagingA(request);
  return `${path}?${new URLSearchParams({ pagesize: String(pagesize), pagenum: String(pagenum) })}`;
}

/** POST api/cela/queryTopicPageList?pagesize=…&pagenum=…. */
export async function fetchAcademyTopics(client: ApiClient, query: PageRequest): Promise<Page<CelaTopic>> {
  const path = celaPaths.topics;
  return fromPagingA(readData(await client.post(withPaging(path, query), {}), pagedA(CelaTopicSchema), path), query);
}

export const useAcademyTopics = (query: PageRequest) => useApiRead([celaPaths.topics, query], ({ pc }) => fetchAcademyTopics(pc, query));

/** POST api/cela/queryCoursePageList?pagesize=…&pagenum=…. */
export async function fetchAcademyCourses(client: ApiClient, query: PageRequest): Promise<Page<CelaCourse>> {
  const path = celaPaths.courses;
  return fromPagingA(readData(await client.post(withPaging(path, query), {}), pagedA(CelaCourseSchema), path), query);
}

export const useAcademyCourses = (query: PageRequest) => useApiRead([celaPaths.courses, query], ({ pc }) => fetchAcademyCourses(pc, query));
