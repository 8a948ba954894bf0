import { readPage } from '../shared/pageAddress';

/** Cards per page of the class lists: four rows of the widest grid, three. */
export const classPageSize = 12;

/** A class list's filter, kept in the address so a link or a reload shows the same page. */
export interface ClassListFilter {
  /** The organiser chosen on the first level (a department or a city). */
  orgId: string;
  /** A unit under it (a city's department), when one is chosen. */
  subOrgId: string;
  keyword: string;
  /** 1-based. */
  page: number;
}

export function readClassListFilter(params: URLSearchParams): ClassListFilter {
  return {
    orgId: (params.get('orgId') ?? '').trim(),
    subOrgId: (params.get('subOrgId') ?? '').trim(),
    keyword: (params.get('keyword') ?? '').trim(),
    page: readPage(params),
  };
}

/**
 * The address after a change of filter or page. A new filter starts again at page 1, and a
 * new first-level organiser drops the unit chosen under the old one; empty values leave the
 * address.
 */
export function writeClassListFilter(params: URLSearchParams, change: Partial<ClassListFilter>): URLSearchParams {
  const current = readClassListFilter(params);
  const orgChanged = change.orgId !== undefined && change.orgId !== current.orgId;
  const next: ClassListFilter = {
    ...current,
    ...change,
    subOrgId: orgChanged && change.subOrgId === undefined ? '' : (change.subOrgId ?? current.subOrgId),
    page: change.page ?? 1,
  };
  const out = new URLSearchParams(params);
  for (const key of ['orgId', 'subOrgId', 'keyword'] as const) {
    if (next[key]) out.set(key, next[key]);
    else out.delete(key);
  }
  if (next.page > 1) out.set('page', String(next.page));
  else out.delete('page');
  return out;
}

/** The organiser the list is filtered by: the unit when one is chosen, else the first level's. */
export const organiserOf = (filter: ClassListFilter): string | undefined => filter.subOrgId || filter.orgId || undefined;

export const isFiltered = (filter: ClassListFilter): boolean => Boolean(filter.orgId || filter.subOrgId || filter.keyword);
