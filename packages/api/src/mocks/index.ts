/**
 * The fake backend: deterministic zh-CN fixtures and stateful msw request handlers for every
 * call the packages make. Storybook, unit tests, the demo server and the e2e suite all use it.
 */
import { createMockBackend } from './createMockBackend';

export { createMockBackend, createMockHandlers } from './createMockBackend';
export { createMockDb, defaultMockSettings, type MockDb, type MockFault, type MockSettings } from './core/mockDb';
export { currentAccount, readBody, signIn } from './core/request';
export { passwordsOf } from './core/passwords';
export { ok, refuse } from './envelope';
export { demoAccounts, demoPassword, findAccount, type MockAccount, type MockUser } from './fixtures/accounts';
export { demoSiteConfig, demoSubSiteConfig, demoSysParams, demoTenantId, demoTenants } from './fixtures/site';
export { siteConfigOf, subSiteConfigOf } from './handlers/site';

/** A shared fake backend for Storybook and simple tests; `mockDb.reset()` restores the fixtures. */
export const { db: mockDb, handlers } = createMockBackend();
