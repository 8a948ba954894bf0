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
