import { HttpResponse } from 'msw';
import type { MockDb } from '../../core/mockDb';
import { currentAccount } from '../../core/request';
import type { MockAccount, MockUser } from '../../fixtures/accounts';

/** The fields a user-info update changed, by username; they last until the next reset. */
export const userOverridesOf = (db: MockDb) => db.state('account-user-overrides', () => new Map<string, Partial<MockUser>>());

/** Sessions whose admin passed the extra check (SMS); their user info reports `check: false`. */
export const checkedSessionsOf = (db: MockDb) => db.state('account-checked-sessions', () => new Set<string>());

export const sessionToken = (request: Request): string => request.headers.get('token') ?? '';

/** The signed-in account of a request with its token, or undefined. */
export function sessionOf(db: MockDb, request: Request): { account: MockAccount; token: string } | undefined {
  const account = currentAccount(db, request);
  return account ? { account, token: sessionToken(request) } : undefined;
}

/** The user info of a session, as `api/user/info` reports it. */
export function sessionUser(db: MockDb, account: MockAccount, token: string): MockUser & { accessToken: string } {
  const user = { ...account.user, ...userOverridesOf(db).get(account.username) };
  return { ...user, check: user.check && !checkedSessionsOf(db).has(token), accessToken: token };
}

/** HTTP 401 for a call that needs a signed-in user. */
export const signedOut = () => HttpResponse.json({ success: false, message: '登录已过期，请重新登录' }, { status: 401 });

/** A success that carries only a message (the password, SMS and update calls). */
export const done = (message: string) => HttpResponse.json({ success: true, message });

/** The server's word when the form's user is not the session's. */
export const userMismatchMessage = '用户信息不匹配，请重新登录';
