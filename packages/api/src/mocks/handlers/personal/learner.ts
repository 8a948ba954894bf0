import { HttpResponse, type HttpHandler } from 'msw';
import type { PcApiPath } from '../../../contract/paths';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { currentAccount, readBody } from '../../core/request';
import type { MockAccount } from '../../fixtures/accounts';

/** Every personal-area call needs a signed-in learner; without one the server answers 401. */
export const sessionExpiredMessage = '登录已过期，请重新登录';
export const sessionExpired = () => HttpResponse.json({ success: false, message: sessionExpiredMessage }, { status: 401 });

export interface LearnerCall {
  account: MockAccount;
  username: string;
  body: Record<string, unknown>;
  request: Request;
}

/** A POST handler on client A for a signed-in learner. */
export function learnerPost(db: MockDb, path: PcApiPath, handle: (call: LearnerCall) => Response | Promise<Response>): HttpHandler {
  return contractHttp.post(path, async ({ request }) => {
    const account = currentAccount(db, request);
    if (!account) return sessionExpired();
    return handle({ account, username: account.username, body: await readBody(request), request });
  });
}

const toInt = (value: unknown, fallback: number) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? Math.trunc(number) : fallback;
};

/** Paging style (a): 0-based `pagenum` + `pagesize` → `{ datalist, totalelements, pagenum, pagesize }`. */
export function pageA<T>(items: T[], params: Record<string, unknown>) {
  const pagenum = Math.max(0, toInt(params.pagenum, 0));
  const pagesize = Math.min(100, Math.max(1, toInt(params.pagesize, 10)));
  return { datalist: items.slice(pagenum * pagesize, (pagenum + 1) * pagesize), totalelements: items.length, pagenum, pagesize };
}

/** Paging style (b): 1-based `pageNo` + `pageSize` → `{ data, count }`. */
export function pageB<T>(items: T[], params: Record<string, unknown>) {
  const pageNo = Math.max(1, toInt(params.pageNo, 1));
  const pageSize = Math.min(100, Math.max(1, toInt(params.pageSize, 10)));
  return { data: items.slice((pageNo - 1) * pageSize, pageNo * pageSize), count: items.length };
}

/** A text parameter, trimmed; '' when absent. */
export const textParam = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A whole-number parameter, or undefined. */
export const intParam = (value: unknown) => {
  const number = toInt(value, NaN);
  return Number.isNaN(number) ? undefined : number;
};

/** Per-account state: each account gets its own copy of its fixtures on first use. */
export function perAccount<T>(db: MockDb, name: string, create: (username: string) => T): (username: string) => T {
  const all = db.state(name, () => new Map<string, T>());
  return (username) => {
    if (!all.has(username)) all.set(username, create(username));
    return all.get(username) as T;
  };
}
