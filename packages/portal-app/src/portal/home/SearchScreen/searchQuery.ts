import { readPage } from '../../shared/pageAddress';
import { defaultSearchType } from '../../shared/searchAddress';

/**
 * What the site search can look for, by the `t` of its address (docs/product/frame.md#search-box). `kc` (courses) is
 * inherited; [A] the other codes are ours, one for each list the backend can filter by
 * keyword: subjects, online classes and notices.
 */
export const searchTypes = [
  { value: 'kc', label: '课程' },
  { value: 'zt', label: '专题' },
  { value: 'ztb', label: '专题班' },
  { value: 'tz', label: '通知公告' },
] as const;

export type SearchType = (typeof searchTypes)[number]['value'];

export const searchPageSize = 10;

export interface SearchQuery {
  keyword: string;
  type: SearchType;
  /** 1-based. */
  page: number;
}

const isSearchType = (value: string): value is SearchType => searchTypes.some((type) => type.value === value);

/** Reads the search from the address: `k` keyword, `t` type (courses unless known), `page`. */
export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const type = params.get('t') ?? '';
  return {
    keyword: (params.get('k') ?? '').trim(),
    type: isSearchType(type) ? type : (defaultSearchType as SearchType),
    page: readPage(params),
  };
}

/** The address query of a search: always `k` and `t`, as the header writes them, and the page after the first. */
export function searchQueryParams({ keyword, type, page }: SearchQuery): URLSearchParams {
  const params = new URLSearchParams({ k: keyword, t: type });
  if (page > 1) params.set('page', String(page));
  return params;
}

export const searchTypeLabel = (type: SearchType): string => searchTypes.find((option) => option.value === type)?.label ?? '';
