/**
 * The list page in the address (`?page=3`), so a reload or the back button returns to the
 * same page. Anything that is not a whole number from 1 reads as the first page.
 */
export function readPageParam(value: string | null): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The address's query with `page` set; the first page leaves it out, as a fresh visit has it. */
export function withPageParam(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
