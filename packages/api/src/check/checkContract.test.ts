import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../index';
import * as retired from '../retiredNames';
import { createMockBackend } from '../mocks/createMockBackend';
import { contractHttp } from '../mocks/core/contractHttp';
import { signIn } from '../mocks/core/request';
import { ok } from '../mocks/envelope';
import { checkContract, formatContractReport } from './checkContract';
import { contractReads } from './contractReads';

const origin = 'http://127.0.0.1:4173';

describe('checkContract', () => {
  const backend = createMockBackend({}, { gateway: 'strict' });
  const server = setupServer(...backend.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    backend.db.reset();
  });
  afterAll(() => server.close());

  const check = () => checkContract({ origin, token: signIn(backend.db, 'learner'), year: 2026 });

  it('calls every read the package exports', () => {
    // A former name kept for consumers (retiredNames) is the same function as its successor.
    const exported = Object.keys(api).filter((name) => /^fetch[A-Z]/.test(name) && !(name in retired));
    const checked = new Set(['fetchSubSiteConfig', ...contractReads(2026).map((entry) => entry.name.replace(/\(.*\)$/, ''))]);
    expect(exported.filter((name) => !checked.has(name))).toEqual([]);
  });

  it('finds every reply of the demo backend fitting, with the tenant read from the sub-site and ids from the lists', async () => {
    const results = await check();
    expect(results.filter((result) => result.outcome !== 'fits' && result.outcome !== 'skipped')).toEqual([]);
    expect(results.filter((result) => result.outcome === 'fits').length).toBeGreaterThan(90);
    expect(results.find((result) => result.name === 'fetchCourseDetail')).toMatchObject({ outcome: 'fits' });
    expect(results.find((result) => result.name === 'fetchClassMembers')).toMatchObject({ outcome: 'fits' });
  });

  it('names the field of a reply that does not match its schema, and a refusal by its status', async () => {
    server.use(contractHttp.post(api.bannerPaths.list, () => ok([{ id: 'b1', title: 7, imageUrl: '/media/banner.jpg' }])));
    backend.db.faults.push({ path: api.helpPaths.query, status: 502 });
    const results = await check();
    expect(results.find((result) => result.name === 'fetchBanners')).toEqual({
      name: 'fetchBanners',
      path: api.bannerPaths.list,
      outcome: 'mismatch',
      detail: '0.title: Invalid type: Expected string but received 7',
    });
    expect(results.find((result) => result.name === 'fetchHelpEntries')).toMatchObject({ outcome: 'refused', detail: 'HTTP 502' });
    const report = formatContractReport(results);
    expect(report).toMatch(/^mismatch fetchBanners \(api\/portal\/banner\): .*0\.title/m);
    expect(report).toMatch(/1 do not match their schema, 1 refused/);
  });

  it('makes an administrator’s reads with the admin site’s clients when given an administrator’s token, and skips them otherwise', async () => {
    const withoutAdmin = await check();
    expect(withoutAdmin.find((result) => result.name === 'fetchAllSuggestions')).toMatchObject({ outcome: 'skipped', detail: expect.stringContaining('administrator') });
    const withAdmin = await checkContract({ origin, token: signIn(backend.db, 'learner'), adminToken: signIn(backend.db, 'admin'), year: 2026 });
    expect(withAdmin.find((result) => result.name === 'fetchAllSuggestions')).toMatchObject({ outcome: 'fits' });
  });

  it('skips a detail read when no list offered an id for it', async () => {
    server.use(contractHttp.post(api.famousTeacherPaths.list, () => ok({ data: [], count: 0 })));
    const results = await check();
    expect(results.find((result) => result.name === 'fetchFamousTeacherDetail')).toMatchObject({
      outcome: 'skipped',
      detail: 'no reply offered teacher',
    });
  });
});
