import type { ApiClient } from '../../client/createApiClient';
import { idString, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** The book library shelf (docs/product/community.md#books). */
export const bookPaths = { list: 'api/portal/book' } as const;

/**
 * A book. [A] All fields: title, author, cover and `link`, the address of the book in the
 * external digital library (a screen opens it only if it is http(s), docs/product/platform.md#formats).
 */
export const PortalBookSchema = v.looseObject({
  id: idString,
  title: v.string(),
  author: optionalText,
  cover: optionalText,
  link: optionalText,
  publisher: optionalText,
  summary: optionalText,
});
export type PortalBook = v.InferOutput<typeof PortalBookSchema>;

/** GET api/portal/book?number={n}: the first `number` books of the shelf. */
export async function fetchBooks(client: ApiClient, params: { number: number }): Promise<PortalBook[]> {
  return readData(await client.get(bookPaths.list, { number: params.number }), v.array(PortalBookSchema), bookPaths.list);
}

export const useBooks = (number: number) => useApiRead([bookPaths.list, { number }], ({ pc }) => fetchBooks(pc, { number }));
