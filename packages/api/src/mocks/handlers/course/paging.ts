import { HttpResponse } from 'msw';

const whole = (value: unknown, fallback: number, min: number, max: number): number => {
  const number = Number(value);
  if (value === undefined || value === null || value === '' || !Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(number)));
};

/** Paging style (a): 0-based `pagenum` + `pagesize` → `{ datalist, totalelements, pagenum, pagesize }`. */
export function pageA<T>(items: readonly T[], body: Record<string, unknown>) {
  const pagenum = whole(body.pagenum, 0, 0, Number.MAX_SAFE_INTEGER);
  const pagesize = whole(body.pagesize, 10, 1, 100);
  return { datalist: items.slice(pagenum * pagesize, (pagenum + 1) * pagesize), totalelements: items.length, pagenum, pagesize };
}

/** Paging style (b): 1-based `pageNo` + `pageSize` → `{ data, count, pageNo, pageSize }`. */
export function pageB<T>(items: readonly T[], body: Record<string, unknown>) {
  const pageNo = whole(body.pageNo, 1, 1, Number.MAX_SAFE_INTEGER);
  const pageSize = whole(body.pageSize, 10, 1, 100);
  return { data: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), count: items.length, pageNo, pageSize };
}

/** The reply to a call that needs a signed-in learner and has none. */
export const sessionExpired = () => HttpResponse.json({ success: false, message: '登录已过期，请重新登录' }, { status: 401 });

/** A text parameter of a body or query string; '' when absent or not text-like. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The query-string parameter of a GET. */
export const queryOf = (request: Request, name: string): string => new URL(request.url).searchParams.get(name) ?? '';
