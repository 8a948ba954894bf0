// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../contract/account/userInfoSchema';
import { portalStorage, storageKeys } from './portalStorage';

const user: UserInfo = {
  id: 'u-learner',
  name: '张明',
  idCardHash: 'hash-learner-7f3a',
  telephone: '13800138001',
  roleList: [{ roleName: 'ROLE_NC_WEB', clientId: 'nc-web' }],
  roles: ['ROLE_NC_WEB'],
  manage: false,
  needUkey: false,
  check: false,
  loginBy: 'token',
  accessToken: 'demo-learner-1',
  orgName: '中共示例省委组织部',
  orgId: 'org-001',
  orgCode: '001.001.100.001',
  traineeId: 't-1001',
  needUpdatePwd: false,
};

const fillBoth = () => {
  portalStorage.setUserInfo(user);
  portalStorage.setConfigure({ tenantId: '001.001.100' });
  portalStorage.setAccessToken('demo-learner-1');
  portalStorage.setActiveId('1');
  portalStorage.setLastSysParam({ code: 'THEME', value: 'blue', tenantId: '001.001.100' });
  portalStorage.setVisitorId('visitor-1');
};

describe('portalStorage: user info', () => {
  it('keeps the user info in session storage under userInfo', async () => {
    await expect(portalStorage.userInfo()).resolves.toBeUndefined();
    portalStorage.setUserInfo(user);
    expect(JSON.parse(window.sessionStorage.getItem('userInfo')!)).toEqual(user);
    await expect(portalStorage.userInfo()).resolves.toEqual(user);
    expect(window.localStorage.getItem('userInfo')).toBeNull();
  });

  it('reads a stored value that no longer fits the schema as absent', async () => {
    window.sessionStorage.setItem(storageKeys.userInfo, JSON.stringify({ name: 'no id' }));
    await expect(portalStorage.userInfo()).resolves.toBeUndefined();
    window.sessionStorage.setItem(storageKeys.userInfo, '{not json');
    await expect(portalStorage.userInfo()).resolves.toBeUndefined();
  });

  it('fills the defaults of a sparse stored user', async () => {
    window.sessionStorage.setItem(storageKeys.userInfo, JSON.stringify({ id: 7, name: '张明', idCardHash: 'h' }));
    await expect(portalStorage.userInfo()).resolves.toMatchObject({ id: '7', roles: [], roleList: [], manage: false, check: false });
  });
});

describe('portalStorage: clearing', () => {
  it('clearSession removes the user info and the configuration, nothing else', async () => {
    fillBoth();
    portalStorage.clearSession();
    await expect(portalStorage.userInfo()).resolves.toBeUndefined();
    expect(portalStorage.configure()).toBeUndefined();
    expect(portalStorage.accessToken()).toBe('demo-learner-1');
    expect(portalStorage.activeId()).toBe('1');
    expect(portalStorage.lastSysParam()?.value).toBe('blue');
    expect(portalStorage.visitorId()).toBe('visitor-1');
  });

  it('clearAll empties both storages, keys of others included', () => {
    fillBoth();
    window.localStorage.setItem('someone-else', 'x');
    portalStorage.clearAll();
    expect(window.sessionStorage).toHaveLength(0);
    expect(window.localStorage).toHaveLength(0);
    expect(portalStorage.accessToken()).toBe('');
    expect(portalStorage.tenantId()).toBe('');
  });

  it('clears all local storage when the page is hidden, until stopped', async () => {
    fillBoth();
    const stop = portalStorage.clearLocalStorageOnUnload();
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage).toHaveLength(0);
    // Session storage outlives the page hide: a reload in the same tab keeps the session.
    await expect(portalStorage.userInfo()).resolves.toEqual(user);

    stop();
    portalStorage.setVisitorId('visitor-2');
    window.dispatchEvent(new Event('pagehide'));
    expect(portalStorage.visitorId()).toBe('visitor-2');
  });

  it('listens on the target it is given', () => {
    const target = new EventTarget();
    const stop = portalStorage.clearLocalStorageOnUnload(target as unknown as Window);
    portalStorage.setVisitorId('visitor-3');
    window.dispatchEvent(new Event('pagehide'));
    expect(portalStorage.visitorId()).toBe('visitor-3');
    target.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem(storageKeys.visitorId)).toBeNull();
    stop();
  });

  it('derives the same non-empty visitor id again after local storage was emptied, and stores it', () => {
    window.localStorage.clear();
    const first = portalStorage.visitorId();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(window.localStorage.getItem(storageKeys.visitorId)).toBe(first);
    window.localStorage.clear();
    expect(portalStorage.visitorId()).toBe(first);
  });

  it('brings the tenant and theme back after a back-forward restore', () => {
    const stop = portalStorage.clearLocalStorageOnUnload();
    portalStorage.setLastSysParam({ code: 'theme', value: 'blue', tenantId: '001.001.065' });
    window.dispatchEvent(new Event('pagehide'));
    expect(portalStorage.tenantId()).toBe('');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(portalStorage.tenantId()).toBe('001.001.065');
    expect(portalStorage.lastSysParam()?.value).toBe('blue');
    stop();
  });
});
