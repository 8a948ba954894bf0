import type { MockDb } from './mockDb';
import { findAccount, type MockAccount } from '../fixtures/accounts';

/** The signed-in account of a request, from its `token` header (docs/product/platform.md#identity-headers). */
export function currentAccount(db: MockDb, request: Request): MockAccount | undefined {
  const token = request.headers.get('token') ?? '';
  const username = token ? db.sessions.get(token) : undefined;
  return username ? findAccount(username) : undefined;
}

/** Reads a JSON or form body as a plain object; an empty or unreadable body is `{}`. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(await request.text()));
    }
    const text = await request.text();
    if (!text) return {};
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Starts a session for an account and returns its token. Deterministic per db, for stable tests. */
export function signIn(db: MockDb, username: string): string {
  const token = `demo-${username}-${db.sessions.size + 1}`;
  db.sessions.set(token, username);
  return token;
}

/** The path after the client prefix: `/pcApi/api/x` → `api/x`. */
export const callPath = (request: Request): string =>
  new URL(request.url).pathname.replace(/^\/(pcApi|apiLive)\/?/, '');
