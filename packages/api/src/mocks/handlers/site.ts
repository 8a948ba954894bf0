import { http } from 'msw';
import { ok } from '../envelope';
import { demoSiteConfig, demoSubSiteConfig } from '../fixtures/site';

// `*/` matches any origin: the same handlers serve Storybook (same origin), the Node test
// server and the demo server (absolute URLs on 127.0.0.1).
export const siteHandlers = [
  http.post('*/pcApi/api/portal/config', () => ok(demoSiteConfig)),
  http.post('*/pcApi/api/user/configure/new', () => ok(demoSubSiteConfig)),
];
