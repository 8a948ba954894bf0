/**
 * A list's page lives in the address (`?page=3`), so a reload, a bookmark or the back button
 * returns to the page the learner left. Every paged list reads and writes it through here.
 */

/** The 1-based page the address asks for; anything but a whole number from 1 is page 1. */
export function readPage(params: URLSearchParams, key = 'page'): number {
  const value = params.get(key)?.trim() ?? '';
  if (!/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The address on another page, every other parameter kept; page 1 leaves the parameter out, as a fresh visit has it. */
export function withPage(params: URLSearchParams, page: number, key = 'page'): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(key, String(page));
  else next.delete(key);
  return next;
}
