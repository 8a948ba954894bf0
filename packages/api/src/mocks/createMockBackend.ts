import type { RequestHandler } from 'msw';
import { faultHandler } from './core/faults';
import { createMockDb, type MockDb, type MockSettings } from './core/mockDb';
import { accountHandlers } from './handlers/account';
import { courseHandlers } from './handlers/course';
import { personalHandlers } from './handlers/personal';
import { portalHandlers } from './handlers/portal';
import { siteHandlers } from './handlers/site';

/** Each domain's handlers, built over one db. Add a domain by adding its factory here. */
const domainHandlers: Array<(db: MockDb) => RequestHandler[]> = [siteHandlers, accountHandlers, courseHandlers, portalHandlers, personalHandlers];

/** Every handler of the fake backend over `db`, the fault handler first. */
export function createMockHandlers(db: MockDb): RequestHandler[] {
  return [faultHandler(db), ...domainHandlers.flatMap((create) => create(db))];
}

/** A fake backend with its own state: what a test, a story or the demo server starts. */
export function createMockBackend(settings: Partial<MockSettings> = {}) {
  const db = createMockDb(settings);
  return { db, handlers: createMockHandlers(db) };
}
