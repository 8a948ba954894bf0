/** A query parameter's value; `undefined`, `null` and `''` leave the parameter out. */
export type AddressParam = string | number | null | undefined;

/**
 * A portal page's address with its query parameters (docs/product/routes.md#the-route-table:
 * route parameters are query parameters). The one place that writes a page's query string, so
 * every link encodes the same way. URLSearchParams, not encodeURIComponent: the latter throws on
 * a lone surrogate, and an id that arrived with half a character once took a whole page down.
 */
export function pageAddress(path: string, params: Readonly<Record<string, AddressParam>> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
