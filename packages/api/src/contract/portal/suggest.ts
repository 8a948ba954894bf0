import type { ApiClient } from '../../client/createApiClient';
import { fromPagingB, pagedB, toPagingB, type Page, type PageRequest } from '../page';
import { idString, optionalText, readData, v } from '../schema';
import { useApiRead, useApiWrite } from '../swr';

/**
 * Suggestions (意见建议, docs/product/community.md#suggestions): a learner sends them and reads their own; administrators read
 * every learner's. All calls need a session. [A] The administrators' list (`all`): the
 * specification shows the learner's side only.
 */
export const suggestPaths = {
  mine: 'api/portal/suggest/queryMySuggest',
  create: 'api/portal/suggest/createSuggest',
  all: 'api/portal/suggest/querySuggest',
} as const;

/** The server's limits on a suggestion. [A] */
export const suggestionLimits = { title: 50, content: 1000 } as const;

/**
 * A suggestion and the administrators' answer. [A] All fields; `status` is pending until
 * someone replies.
 */
export const SuggestionSchema = v.looseObject({
  id: idString,
  title: v.string(),
  content: v.string(),
  createTime: optionalText,
  status: v.picklist(['pending', 'replied']),
  reply: optionalText,
  replyTime: optionalText,
  replier: optionalText,
});
export type Suggestion = v.InferOutput<typeof SuggestionSchema>;

/** A suggestion as administrators see it: with who sent it and from which unit [A]. */
export const SubmittedSuggestionSchema = v.looseObject({
  ...SuggestionSchema.entries,
  submitter: v.string(),
  orgName: optionalText,
});
export type SubmittedSuggestion = v.InferOutput<typeof SubmittedSuggestionSchema>;

export interface SuggestionQuery extends PageRequest {
  /** Only the unanswered, or only the answered; every suggestion when absent. */
  status?: Suggestion['status'];
}

export interface NewSuggestion {
  title: string;
  content: string;
}

/** POST api/portal/suggest/queryMySuggest: the learner's suggestions, newest first. [A] Paging style (b). */
export async function fetchMySuggestions(client: ApiClient, params: PageRequest): Promise<Page<Suggestion>> {
  return fromPagingB(readData(await client.post(suggestPaths.mine, toPagingB(params)), pagedB(SuggestionSchema), suggestPaths.mine), params);
}

/**
 * POST api/portal/suggest/createSuggest `{ title, content }`: stores a suggestion and
 * returns it [A]. Refusals: 请输入建议内容, and [A] 请输入建议标题 and the length limits.
 */
export async function createSuggestion(client: ApiClient, params: NewSuggestion): Promise<Suggestion> {
  return readData(await client.post(suggestPaths.create, { title: params.title, content: params.content }), SuggestionSchema, suggestPaths.create);
}

/**
 * POST api/portal/suggest/querySuggest: every learner's suggestions, newest first, for an
 * administrator; anyone else is refused. [A] Path, paging style (b) and the `status` filter.
 */
export async function fetchAllSuggestions(client: ApiClient, params: SuggestionQuery): Promise<Page<SubmittedSuggestion>> {
  return fromPagingB(
    readData(await client.post(suggestPaths.all, { ...toPagingB(params), status: params.status ?? '' }), pagedB(SubmittedSuggestionSchema), suggestPaths.all),
    params,
  );
}

export const useAllSuggestions = (params: SuggestionQuery) => useApiRead([suggestPaths.all, params], ({ pc }) => fetchAllSuggestions(pc, params));

export const useMySuggestions = (params: PageRequest) => useApiRead([suggestPaths.mine, params], ({ pc }) => fetchMySuggestions(pc, params));

export const useCreateSuggestion = () => useApiWrite((clients, params: NewSuggestion) => createSuggestion(clients.pc, params), [suggestPaths.mine, suggestPaths.all]);
