// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalStorage } from '../storage/portalStorage';
import type * as TenantSettled from './tenantSettled';

// The settled state lasts a page: each test takes a fresh copy of the module.
let tenantSettled: typeof TenantSettled;
beforeEach(async () => {
  vi.resetModules();
  tenantSettled = await import('./tenantSettled');
});

const settledWithin = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('calls wait for the tenant id', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('lets the configuration’s own calls go at once, and holds the others until the tenant is settled', async () => {
    const { markTenantSettled, tenantReady } = tenantSettled;
    expect(await settledWithin(tenantReady('api/portal/config'))).toBe(true);
    expect(await settledWithin(tenantReady('api/user/configure/new'))).toBe(true);
    const userInfo = tenantReady('api/user/info');
    expect(await settledWithin(userInfo)).toBe(false);
    markTenantSettled();
    expect(await settledWithin(userInfo)).toBe(true);
  });

  it('keeps the tenant the page read for the calls it makes while it goes, after local storage was emptied', async () => {
    const { markTenantSettled, pageTenantId, tenantReady } = tenantSettled;
    markTenantSettled('001.001.100');
    localStorage.clear();
    expect(pageTenantId()).toBe('001.001.100');
    expect(await settledWithin(tenantReady('api/portal/course/saveStudyRecord'))).toBe(true);
  });

  it('lets every call go while a tenant id is stored', async () => {
    portalStorage.setLastSysParam({ code: 'theme', value: 'red', tenantId: '001.001.100' });
    expect(await settledWithin(tenantSettled.tenantReady('api/portal/banner'))).toBe(true);
  });
});
