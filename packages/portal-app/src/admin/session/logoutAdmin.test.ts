import type { ApiClient } from '@study-portal/api';
import { logoutPaths } from '@study-portal/api';
import { describe, expect, it, vi } from 'vitest';
import { hasTokenCookie, logoutAdmin } from './logoutAdmin';

function deps(cookie: string, post: ApiClient['post'] = vi.fn(async () => ({ success: true }))) {
  return {
    client: { post } as unknown as ApiClient,
    storage: { accessToken: () => 'demo-admin-1', clearSession: vi.fn(), clearAll: vi.fn() },
    sessionStorage: { clear: vi.fn() },
    cookie,
    goTo: vi.fn(),
  };
}

describe('hasTokenCookie', () => {
  it.each([
    ['Token=abc', true],
    ['a=1; Token=abc', true],
    ['MyToken=abc', false],
    ['', false],
  ])('%s → %s', (cookie, expected) => expect(hasTokenCookie(cookie)).toBe(expected));
});

describe('logoutAdmin', () => {
  it('calls the server with the session token, clears the session and returns to /index', async () => {
    const d = deps('Token=abc');
    await logoutAdmin(d);
    expect(d.client.post).toHaveBeenCalledWith(logoutPaths.logout, {}, expect.objectContaining({ headers: { 'FS-CK': 'demo-admin-1', token: 'demo-admin-1' } }));
    expect(d.storage.clearSession).toHaveBeenCalled();
    expect(d.sessionStorage.clear).toHaveBeenCalled();
    expect(d.storage.clearAll).not.toHaveBeenCalled();
    expect(d.goTo).toHaveBeenCalledWith('/index');
  });

  it('clears both storages without a Token cookie', async () => {
    const d = deps('');
    await logoutAdmin(d);
    expect(d.storage.clearAll).toHaveBeenCalled();
    expect(d.goTo).toHaveBeenCalledWith('/index');
  });

  it('still leaves when the server call fails, only logging it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const d = deps('', vi.fn(async () => Promise.reject(new Error('down'))));
    await logoutAdmin(d);
    expect(warn).toHaveBeenCalled();
    expect(d.storage.clearSession).toHaveBeenCalled();
    expect(d.goTo).toHaveBeenCalledWith('/index');
    warn.mockRestore();
  });
});
