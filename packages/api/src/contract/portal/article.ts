import type { ApiClient } from '../../client/createApiClient';
import { fromPagingA, pagedA, toPagingA, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** Notices and articles (通知公告, docs/product/community.md#notices). */
export const articlePaths = {
  top: 'api/portal/article/queryTop',
  get: 'api/portal/article/get',
  query: 'api/portal/article/query',
} as const;

/**
 * A notice as lists show it. [F] The calls and their methods (docs/product/community.md#portal-calls). [A] Every field:
 * the product shows none; these are what a notice list needs. `type` is a column code (TZGG
 * 通知公告, GZDT 工作动态, ZCWJ 政策文件) with its display name in `typeName`.
 */
export const PortalArticleSummarySchema = v.looseObject({
  id: idString,
  title: v.string(),
  /** yyyy-MM-dd HH:mm:ss. */
  publishTime: optionalText,
  /** Who published it (来源). */
  source: optionalText,
  /** Times read (浏览量). */
  views: v.nullish(looseNumber, 0),
  type: optionalText,
  typeName: optionalText,
  /** Pinned (置顶); the home page shows pinned notices. */
  top: v.nullish(v.boolean(), false),
  summary: optionalText,
});
export type PortalArticleSummary = v.InferOutput<typeof PortalArticleSummarySchema>;

/**
 * A notice in full. [A] `content` is rich HTML written by administrators: screens must
 * sanitise it before rendering (the fixtures include hostile records to prove it).
 */
export const PortalArticleDetailSchema = v.looseObject({
  ...PortalArticleSummarySchema.entries,
  content: v.nullish(v.string(), ''),
  author: optionalText,
  attachments: v.nullish(v.array(v.looseObject({ name: v.string(), url: v.string() })), []),
});
export type PortalArticleDetail = v.InferOutput<typeof PortalArticleDetailSchema>;

export interface PortalArticleQuery extends PageRequest {
  keyword?: string;
  /** A column code; all columns when absent. */
  type?: string;
}

/** GET api/portal/article/queryTop: the pinned notices, newest first. */
export async function fetchTopNotices(client: ApiClient): Promise<PortalArticleSummary[]> {
  return readData(await client.get(articlePaths.top), v.array(PortalArticleSummarySchema), articlePaths.top);
}

/** GET api/portal/article/get?id=: one notice with its content; reading it counts a view. */
export async function fetchNotice(client: ApiClient, params: { id: string }): Promise<PortalArticleDetail> {
  return readData(await client.get(articlePaths.get, { id: params.id }), PortalArticleDetailSchema, articlePaths.get);
}

/** POST api/portal/article/query: notices newest first. [A] Paging style (a). */
export async function fetchNotices(client: ApiClient, params: PortalArticleQuery): Promise<Page<PortalArticleSummary>> {
  const body = { ...toPagingA(params), keyword: params.keyword || undefined, type: params.type || undefined };
  const reply = readData(await client.post(articlePaths.query, body), pagedA(PortalArticleSummarySchema), articlePaths.query);
  return fromPagingA(reply, params);
}

export const useTopNotices = () => useApiRead([articlePaths.top], ({ pc }) => fetchTopNotices(pc));

export const useNotice = (id: string | null | undefined) =>
  useApiRead(id ? [articlePaths.get, { id }] : null, ({ pc }) => fetchNotice(pc, { id: id ?? '' }));

export const useNotices = (params: PortalArticleQuery) => useApiRead([articlePaths.query, params], ({ pc }) => fetchNotices(pc, params));
