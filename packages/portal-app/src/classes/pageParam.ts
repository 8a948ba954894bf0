/** The 1-based page in the address (`?page=`); anything else is page 1. */
export function readPage(params: URLSearchParams, key = 'page'): number {
  const page = Number(params.get(key));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address on another page; page 1 leaves the parameter out. */
export function withPage(params: URLSearchParams, page: number, key = 'page'): URLSearchParams {
  const out = new URLSearchParams(params);
  if (page > 1) out.set(key, String(page));
  else out.delete(key);
  return out;
}
