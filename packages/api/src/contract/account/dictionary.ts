import type { ApiClient } from '../../client/createApiClient';
import { idString, v } from '../schema';
import { useApiRead } from '../swr';
import { readReplyBody } from './replyBody';

/**
 * The dictionaries (docs/product/study-centre.md#dictionaries), each under its parent code: `list` the maintained entries,
 * `runtime` [A] the ones in use at the moment (e.g. only the course categories that have
 * courses). The parent code follows the path: `api/dictionary/list/{parentCode}`.
 */
export const dictionaryPaths = {
  list: 'api/dictionary/list',
  runtime: 'api/dictionary/runtime',
} as const;

export type DictionaryKind = keyof typeof dictionaryPaths;

/** The parent codes the portal reads [A]: the product shows the calls, not their codes. */
export const dictionaryParentCodes = {
  courseCategory: 'COURSE_CATEGORY',
  searchType: 'SEARCH_TYPE',
  educationLevel: 'EDUCATION_LEVEL',
} as const;

/** One dictionary entry (name and code [F]). */
export const DictionaryEntrySchema = v.looseObject({
  name: v.string(),
  code: idString,
});
export type DictionaryEntry = v.InferOutput<typeof DictionaryEntrySchema>;

/** The reply: `datalist` beside `success`, not inside `data` [F]. */
export const DictionaryReplySchema = v.looseObject({
  datalist: v.nullish(v.array(DictionaryEntrySchema), []),
});

export const dictionaryPath = (kind: DictionaryKind, parentCode: string): string =>
  `${dictionaryPaths[kind]}/${encodeURIComponent(parentCode)}`;

/**
 * GET api/dictionary/{list|runtime}/{parentCode}. [A] The product allows GET or POST; GET,
 * since a dictionary is a plain read. A failure is told as 请求数据失败 and the address
 * (docs/product/platform.md#error-catalogue; the catalogue's `ownFailureTexts`).
 */
export async function fetchDictionary(client: ApiClient, parentCode: string, kind: DictionaryKind = 'list'): Promise<DictionaryEntry[]> {
  const path = dictionaryPath(kind, parentCode);
  return readReplyBody(await client.get(path), DictionaryReplySchema, path).datalist;
}

/** A dictionary for a select or a filter; waits while the parent code is missing. */
export const useDictionary = (parentCode: string | null | undefined, kind: DictionaryKind = 'list') =>
  useApiRead(parentCode ? [dictionaryPaths[kind], { parentCode }] : null, ({ pc }) => fetchDictionary(pc, parentCode!, kind), {
    revalidateOnFocus: false,
  });
