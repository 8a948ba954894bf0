/**
 * The fake backend: deterministic zh-CN fixtures and msw request handlers for every call the
 * packages make. Storybook, unit tests, the demo server and the e2e suite all use these.
 */
export { ok, refuse } from './envelope';
export { demoTenantId, demoSiteConfig, demoSubSiteConfig } from './fixtures/site';
export { siteHandlers } from './handlers/site';

import { siteHandlers } from './handlers/site';

/** Every handler of the fake backend. */
export const handlers = [...siteHandlers];
