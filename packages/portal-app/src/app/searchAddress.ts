import { pageAddress } from './address';

/** The search type the header searches when the address names none (`kc`, courses: docs/product/frame.md#search-box). */
export const defaultSearchType = 'kc';

/** Name of the window search results open in, so repeated searches reuse one tab. */
export const searchWindowName = 'portalSearch';

/** The portal's own search page (docs/product/routes.md#front-page-and-search). */
export const searchPagePath = '/search';

/** The search page for a keyword, history-routed, for links inside the portal. */
export const searchPageAddress = (keyword: string, type: string = defaultSearchType): string =>
  pageAddress(searchPagePath, { k: keyword, t: type || defaultSearchType });

/** The search page's address in the legacy form (docs/product/frame.md#search-box), which every deployment understands. */
export const searchAddress = (keyword: string, type: string = defaultSearchType): string =>
  `/content#/search?k=${encodeURIComponent(keyword)}&t=${encodeURIComponent(type || defaultSearchType)}`;

/** The keyword and type the header starts with, read from the current address. */
export function readSearchParams(search: string): { keyword: string; type: string } {
  const params = new URLSearchParams(search);
  return { keyword: params.get('k') ?? '', type: params.get('t') || defaultSearchType };
}
