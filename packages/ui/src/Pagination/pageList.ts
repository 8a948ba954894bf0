/** A page number to show, or a gap in the row of numbers. */
export type PageSlot = number | 'gap';

/**
 * The page numbers to show: the first, the last and the current page with two on either side.
 * A gap of a single page shows that page instead, since an ellipsis would take the same room.
 */
export function pageList(current: number, pageCount: number): PageSlot[] {
  const shown = new Set<number>([1, pageCount]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= pageCount) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) slots.push(page - 1);
    else if (page - previous > 2) slots.push('gap');
    slots.push(page);
    previous = page;
  }
  return slots;
}

/** The number of pages of a list; at least one, so an empty list still has a page 1. */
export const countPages = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

export const clampPage = (page: number, pageCount: number): number => Math.min(pageCount, Math.max(1, page));
