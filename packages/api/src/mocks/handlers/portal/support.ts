import { HttpResponse } from 'msw';
import type { MockAccount } from '../../fixtures/accounts';
import type { MockDb } from '../../core/mockDb';
import { currentAccount } from '../../core/request';

/** The answer to a call that needs a signed-in learner and has none. */
export const sessionExpired = () => HttpResponse.json({ success: false, message: '登录已过期，请重新登录' }, { status: 401 });

/**
 * The signed-in account, or the 401 answer to return instead. Handlers write
 * `const who = learnerOf(db, request); if (who instanceof Response) return who;`.
 */
export function learnerOf(db: MockDb, request: Request): MockAccount | Response {
  return currentAccount(db, request) ?? sessionExpired();
}

/** A body or query value as trimmed text ('' when absent). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function wholeNumber(value: unknown, fallback: number): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(number) ? number : fallback;
}

/** The query string of a GET as a plain object. */
export const queryOf = (request: Request): Record<string, string> => Object.fromEntries(new URL(request.url).searchParams);

const clampSize = (size: number) => Math.min(Math.max(size, 1), 100);

/** Paging style (a): 0-based `pagenum` + `pagesize` → `{ datalist, totalelements, pagenum, pagesize }`. */
export function pageA<T>(items: readonly T[], body: Record<string, unknown>) {
  const pagenum = Math.max(wholeNumber(body.pagenum, 0), 0);
  const pagesize = clampSize(wholeNumber(body.pagesize, 10));
  return { datalist: items.slice(pagenum * pagesize, (pagenum + 1) * pagesize), totalelements: items.length, pagenum, pagesize };
}

/** Paging style (b): 1-based `pageNo` + `pageSize` → `{ data, count }`. */
export function pageB<T>(items: readonly T[], body: Record<string, unknown>) {
  const pageNo = Math.max(wholeNumber(body.pageNo, 1), 1);
  const pageSize = clampSize(wholeNumber(body.pageSize, 10));
  return { data: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), count: items.length };
}

/** Whether any of the texts contains the keyword (case-insensitive); an empty keyword matches all. */
export function matchesKeyword(keyword: string, ...texts: Array<string | null | undefined>): boolean {
  if (!keyword) return true;
  const needle = keyword.toLowerCase();
  return texts.some((text) => (text ?? '').toLowerCase().includes(needle));
}

export { portalToday } from '../../fixtures/portal/clock';
