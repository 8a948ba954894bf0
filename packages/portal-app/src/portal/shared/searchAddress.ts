/** The search type the header searches when the address names none (`kc`, courses: docs/product/frame.md#search-box). */
export const defaultSearchType = 'kc';

/** Name of the window search results open in, so repeated searches reuse one tab. */
export const searchWindowName = 'portalSearch';

/** The search page's address in the legacy form (docs/product/frame.md#search-box), which every deployment understands. */
export const searchAddress = (keyword: string, type: string = defaultSearchType): string =>
  `/content#/search?k=${encodeURIComponent(keyword)}&t=${encodeURIComponent(type || defaultSearchType)}`;

/** The keyword and type the header starts with, read from the current address. */
export function readSearchParams(search: string): { keyword: string; type: string } {
  const params = new URLSearchParams(search);
  return { keyword: params.get('k') ?? '', type: params.get('t') || defaultSearchType };
}
