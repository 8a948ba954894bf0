import { v } from './schema';

/**
 * One page of a list, whichever paging style the endpoint uses
 * (docs/product/platform.md#paging). `page` is 1-based everywhere in the portal.
 */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a screen asks for. */
export interface PageRequest {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Style (a) on the wire: 0-based `pagenum` + `pagesize` → `{ datalist, totalelements }`. */
export const toPagingA = ({ page, pageSize }: PageRequest) => ({ pagenum: page - 1, pagesize: pageSize });

/** Style (b) on the wire: 1-based `pageNo` + `pageSize` → `{ data, count }`. */
export const toPagingB = ({ page, pageSize }: PageRequest) => ({ pageNo: page, pageSize });

export const pagedA = <S extends v.GenericSchema>(item: S) =>
  v.looseObject({
    datalist: v.nullish(v.array(item), []),
    totalelements: v.nullish(v.number(), 0),
  });

export const pagedB = <S extends v.GenericSchema>(item: S) =>
  v.looseObject({
    data: v.nullish(v.array(item), []),
    count: v.nullish(v.number(), 0),
  });

export function fromPagingA<T>(reply: { datalist: T[]; totalelements: number }, request: PageRequest): Page<T> {
  return { items: reply.datalist, total: reply.totalelements, page: request.page, pageSize: request.pageSize };
}

export function fromPagingB<T>(reply: { data: T[]; count: number }, request: PageRequest): Page<T> {
  return { items: reply.data, total: reply.count, page: request.page, pageSize: request.pageSize };
}

/** How many items `readAllPages` asks for per page; a backend may give fewer. */
export const allPagesPageSize = 100;

/**
 * Every item of a paged list, read page after page. A backend may cap the page size below what
 * was asked, so a short page does not mean the end: reading stops on an empty page or once
 * `total` items have come (docs/product/platform.md#paging). A backend that ignores `page` and
 * repeats its first page is read no further than `total` asks.
 */
export async function readAllPages<T>(readPage: (request: PageRequest) => Promise<Page<T>>, pageSize = allPagesPageSize): Promise<Page<T>> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await readPage({ page, pageSize });
    items.push(...reply.items);
    if (reply.items.length === 0 || items.length >= reply.total) return { items, total: Math.max(reply.total, items.length), page: 1, pageSize: items.length };
  }
}
