import type { ApiClient } from '../../client/createApiClient';
import { fromPagingB, pagedB, toPagingB, type Page, type PageRequest } from '../page';
import { idString, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** The help centre (/guide → /operateGuide), open without a session. [A] Path and payload. */
export const helpPaths = { query: 'api/portal/help/query' } as const;

/**
 * A help article. [A] All fields; the list carries `content` (rich HTML to sanitise) so
 * the help centre can open an answer in place without a second call.
 */
export const HelpArticleSchema = v.looseObject({
  id: idString,
  title: v.string(),
  category: v.string(),
  content: v.nullish(v.string(), ''),
  updateTime: optionalText,
});
export type HelpArticle = v.InferOutput<typeof HelpArticleSchema>;

export interface HelpArticleQuery extends PageRequest {
  category?: string;
  keyword?: string;
}

/** POST api/portal/help/query: articles grouped by category in the administrators' order. [A] Paging style (b). */
export async function fetchHelpEntries(client: ApiClient, params: HelpArticleQuery): Promise<Page<HelpArticle>> {
  const body = { ...toPagingB(params), category: params.category || undefined, keyword: params.keyword || undefined };
  return fromPagingB(readData(await client.post(helpPaths.query, body), pagedB(HelpArticleSchema), helpPaths.query), params);
}

export const useHelpEntries = (params: HelpArticleQuery) => useApiRead([helpPaths.query, params], ({ pc }) => fetchHelpEntries(pc, params));
