import type { RequestHandler } from 'msw';
import { faultHandler } from './core/faults';
import { gatewayHandler } from './core/gateway';
import { createMockDb, type MockDb, type MockSettings } from './core/mockDb';
import { accountHandlers } from './handlers/account';
import { adminSiteGate } from './handlers/account/adminSite';
import type { UkeyVerifier } from './handlers/account/ukey';
import { courseHandlers } from './handlers/course';
import { personalHandlers } from './handlers/personal';
import { portalHandlers } from './handlers/portal';
import { siteHandlers } from './handlers/site';

/** Capabilities a host gives the fake backend that a browser cannot provide. */
export interface MockBackendOptions {
  /** Verifies UKEY signatures for real (the demo server passes the simulator's check). */
  ukeyVerifier?: UkeyVerifier;
  /**
   * `strict`: refuse what a production gateway refuses (identity headers, tenant, logout
   * tokens; core/gateway.ts). The demo server and the contract tests run strict; stories, whose
   * clients start without a configuration, run on the handlers alone.
   */
  gateway?: 'strict' | 'lenient';
}

/** Each domain's handlers, built over one db. Add a domain by adding its factory here. */
const domainHandlers: Array<(db: MockDb, options: MockBackendOptions) => RequestHandler[]> = [
  siteHandlers,
  accountHandlers,
  courseHandlers,
  portalHandlers,
  personalHandlers,
];

/** Every handler of the fake backend over `db`: the fault handler, then the gateway's checks, then the domains. */
export function createMockHandlers(db: MockDb, options: MockBackendOptions = {}): RequestHandler[] {
  return [faultHandler(db), ...(options.gateway === 'strict' ? [gatewayHandler(db)] : []), adminSiteGate(db), ...domainHandlers.flatMap((create) => create(db, options))];
}

/** A fake backend with its own state: what a test, a story or the demo server starts. */
export function createMockBackend(settings: Partial<MockSettings> = {}, options: MockBackendOptions = {}) {
  const db = createMockDb(settings);
  return { db, handlers: createMockHandlers(db, options) };
}
