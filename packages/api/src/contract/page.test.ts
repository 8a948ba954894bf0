import { describe, expect, it, vi } from 'vitest';
import { readAllPages, type Page, type PageRequest } from './page';

const items = Array.from({ length: 23 }, (_, index) => `item-${index + 1}`);

/** A backend that gives at most `cap` items a page, whatever was asked. */
const cappedAt = (cap: number, list: string[] = items, total = list.length) =>
  vi.fn(async ({ page, pageSize }: PageRequest): Promise<Page<string>> => {
    const size = Math.min(pageSize, cap);
    return { items: list.slice((page - 1) * size, page * size), total, page, pageSize };
  });

describe('readAllPages', () => {
  it('reads every item when the backend caps the page size below what was asked', async () => {
    const readPage = cappedAt(7);
    const all = await readAllPages(readPage);
    expect(all.items).toEqual(items);
    expect(all.total).toBe(23);
    expect(readPage.mock.calls.map(([request]) => request)).toEqual([1, 2, 3, 4].map((page) => ({ page, pageSize: 100 })));
  });

  it('asks for one page when the first holds everything', async () => {
    const readPage = cappedAt(100);
    expect((await readAllPages(readPage)).items).toHaveLength(23);
    expect(readPage).toHaveBeenCalledTimes(1);
  });

  it('stops on an empty page when the backend counts more than it gives', async () => {
    const readPage = cappedAt(10, items, 500);
    const all = await readAllPages(readPage);
    expect(all.items).toEqual(items);
    expect(readPage).toHaveBeenCalledTimes(4);
  });

  it('stops once the total has come when the backend ignores the page asked for', async () => {
    const readPage = vi.fn(async (request: PageRequest) => ({ items: items.slice(0, 10), total: 23, page: request.page, pageSize: request.pageSize }));
    await readAllPages(readPage);
    expect(readPage).toHaveBeenCalledTimes(3);
  });

  it('reads an empty list with one request', async () => {
    const readPage = cappedAt(10, []);
    expect(await readAllPages(readPage)).toEqual({ items: [], total: 0, page: 1, pageSize: 0 });
    expect(readPage).toHaveBeenCalledTimes(1);
  });
});
