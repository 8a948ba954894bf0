import type { ApiClient } from '../../client/createApiClient';
import { CourseSummarySchema } from '../entities';
import { fromPagingB, pagedB, toPagingB, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/**
 * Column recommendations (栏目推荐, routes /specialReList, /specialReDetails,
 * /specialReTextDetails). [A] every path and field: the product names the screens only.
 */
export const columnPaths = {
  list: 'api/portal/column/query',
  detail: 'api/portal/column/get',
  article: 'api/portal/column/article/get',
} as const;

/** A column in the list [A]. */
export const ColumnSummarySchema = v.looseObject({
  id: idString,
  name: v.string(),
  cover: optionalText,
  summary: optionalText,
  itemCount: v.nullish(looseNumber, 0),
  publishDate: optionalText,
});
export type ColumnSummary = v.InferOutput<typeof ColumnSummarySchema>;

/**
 * One entry of a column [A]: a course (opens the course page; `course` carries its summary) or
 * an article (opens /specialReTextDetails with `id`).
 */
export const ColumnItemSchema = v.looseObject({
  itemType: v.picklist(['COURSE', 'ARTICLE']),
  id: idString,
  title: v.string(),
  cover: optionalText,
  summary: optionalText,
  publishDate: optionalText,
  course: v.nullish(CourseSummarySchema),
});
export type ColumnItem = v.InferOutput<typeof ColumnItemSchema>;

/** A column with its curated entries in display order [A]; `introduction` is HTML. */
export const ColumnDetailSchema = v.looseObject({
  ...ColumnSummarySchema.entries,
  introduction: v.nullish(v.string(), ''),
  items: v.nullish(v.array(ColumnItemSchema), []),
});
export type ColumnDetail = v.InferOutput<typeof ColumnDetailSchema>;

/** An article of a column [A]; `content` is back-office HTML (sanitise). */
export const ColumnArticleSchema = v.looseObject({
  id: idString,
  title: v.string(),
  columnId: optionalText,
  columnName: optionalText,
  author: optionalText,
  source: optionalText,
  publishDate: optionalText,
  cover: optionalText,
  content: v.nullish(v.string(), ''),
  /** Times read; counted on each fetch [A]. */
  readCount: v.nullish(looseNumber, 0),
});
export type ColumnArticle = v.InferOutput<typeof ColumnArticleSchema>;

/** POST api/portal/column/query: the columns, paging style (b) [A]. */
export async function fetchColumns(client: ApiClient, request: PageRequest): Promise<Page<ColumnSummary>> {
  return fromPagingB(readData(await client.post(columnPaths.list, toPagingB(request)), pagedB(ColumnSummarySchema), columnPaths.list), request);
}

/** GET api/portal/column/get?id=: a column with its entries. Unknown ids: 栏目不存在. */
export async function fetchColumnDetail(client: ApiClient, request: { id: string }): Promise<ColumnDetail> {
  return readData(await client.get(columnPaths.detail, { id: request.id }), ColumnDetailSchema, columnPaths.detail);
}

/** GET api/portal/column/article/get?id=: one article. Unknown ids: 文章不存在. */
export async function fetchColumnArticle(client: ApiClient, request: { id: string }): Promise<ColumnArticle> {
  return readData(await client.get(columnPaths.article, { id: request.id }), ColumnArticleSchema, columnPaths.article);
}

export const useColumns = (request: PageRequest | null | undefined) =>
  useApiRead(request ? [columnPaths.list, request] : null, ({ pc }) => fetchColumns(pc, request!));

export const useColumnDetail = (id: string | null | undefined) =>
  useApiRead(id ? [columnPaths.detail, { id }] : null, ({ pc }) => fetchColumnDetail(pc, { id: id! }));

export const useColumnArticle = (id: string | null | undefined) =>
  useApiRead(id ? [columnPaths.article, { id }] : null, ({ pc }) => fetchColumnArticle(pc, { id: id! }));
