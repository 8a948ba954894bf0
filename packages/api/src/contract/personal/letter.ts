import { useSWRConfig } from 'swr';
import type { ApiClient } from '../../client/createApiClient';
import { fromPagingB, pagedB, toPagingB, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** The learner's letters (站内信, /messageCenter; docs/product/study-centre.md#letters). */
export const letterPaths = {
  page: 'api/letter/page',
  detail: 'api/letter/detail',
  unreadCount: 'api/letter/getUnReadNum',
} as const;

/** A letter as the list shows it [A: every field]. */
export const LetterSummarySchema = v.looseObject({
  id: idString,
  title: v.string(),
  /** [A] system, class, exam, certificate or notice. */
  type: optionalText,
  senderName: optionalText,
  sendTime: v.string(),
  read: v.boolean(),
  /** Plain text, for the list. */
  summary: optionalText,
});
export type LetterSummary = v.InferOutput<typeof LetterSummarySchema>;

/** POST api/letter/page: unread letters first, then newest first. [A] Paging style (b). */
export async function fetchLetters(client: ApiClient, query: PageRequest): Promise<Page<LetterSummary>> {
  const path = letterPaths.page;
  return fromPagingB(readData(await client.post(path, toPagingB(query)), pagedB(LetterSummarySchema), path), query);
}

export const useLetters = (query: PageRequest) => useApiRead([letterPaths.page, query], ({ pc }) => fetchLetters(pc, query));

/** A letter in full. `content` is HTML from the server: screens sanitise it before showing it [A]. */
export const LetterDetailSchema = v.looseObject({
  ...LetterSummarySchema.entries,
  content: v.nullish(v.string(), ''),
  /** Where the letter leads (a portal route or an address); screens check the scheme. */
  link: optionalText,
  readTime: optionalText,
});
export type LetterDetail = v.InferOutput<typeof LetterDetailSchema>;

/** POST api/letter/detail: the letter, which the server marks read. */
export async function fetchLetterDetail(client: ApiClient, params: { id: string }): Promise<LetterDetail> {
  const path = letterPaths.detail;
  return readData(await client.post(path, params), LetterDetailSchema, path);
}

/** Reading a letter changes the list and the unread count, so both are revalidated once it arrives. */
export function useLetterDetail(id: string | null | undefined) {
  const { mutate } = useSWRConfig();
  return useApiRead(id ? [letterPaths.detail, { id }] : null, ({ pc }) => fetchLetterDetail(pc, { id: String(id) }), {
    onSuccess: () => {
      // Refreshing fails only when the cache itself is gone (a story or test unmounted before
      // the letter came); the lists' own failures show in their hooks, not here.
      mutate((key) => Array.isArray(key) && (key[0] === letterPaths.page || key[0] === letterPaths.unreadCount)).catch(() => undefined);
    },
  });
}

/** POST api/letter/getUnReadNum. [A] `data` is the bare count. */
export async function fetchUnreadLetterCount(client: ApiClient): Promise<number> {
  const path = letterPaths.unreadCount;
  return readData(await client.post(path, {}), looseNumber, path);
}

export const useUnreadLetterCount = () => useApiRead([letterPaths.unreadCount], ({ pc }) => fetchUnreadLetterCount(pc));
