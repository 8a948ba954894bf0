// @vitest-environment jsdom
import { createPortalClients, defaultPortalConfig, logoutPaths, mergePortalConfig, type PortalClients, portalStorage } from '@study-portal/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutAddress, logoutOfPortal } from './logout';

const origin = 'https://portal.example.cn';

function fakeClients(post: (...args: unknown[]) => Promise<unknown>): PortalClients {
  return { pc: { post }, live: { post } } as unknown as PortalClients;
}

describe('sign-out', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('builds the logout address with the redirect back to /index', () => {
    expect(logoutAddress('/sso/logout', origin)).toBe(`${origin}/sso/logout?redirect=${encodeURIComponent(`${origin}/index`)}`);
    expect(logoutAddress('https://sso.example.cn/logout?app=1', origin)).toBe(
      `https://sso.example.cn/logout?app=1&redirect=${encodeURIComponent(`${origin}/index`)}`,
    );
  });

  it('never leaves for a configured logout address the URL policy refuses', () => {
    for (const configured of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/logout']) {
      expect(logoutAddress(configured, origin)).toBe(`${origin}/index?redirect=${encodeURIComponent(`${origin}/index`)}`);
    }
  });

  it('tells the server, empties both storages without a Token cookie and leaves', async () => {
    portalStorage.setAccessToken('t-1');
    localStorage.setItem('lastSysParam', '{}');
    const post = vi.fn().mockResolvedValue({ success: true });
    const leave = vi.fn();
    await logoutOfPortal({ clients: fakeClients(post), siteConfig: { projectConfig: { loginUrl: '/sso/login', logoutUrl: '/sso/logout' } }, origin, cookie: '', leave });
    expect(post).toHaveBeenCalledWith(logoutPaths.logout, {}, expect.objectContaining({ headers: { 'FS-CK': 't-1', token: 't-1' } }));
    expect(portalStorage.accessToken()).toBe('');
    expect(localStorage.getItem('lastSysParam')).toBeNull();
    expect(leave).toHaveBeenCalledWith(logoutAddress('/sso/logout', origin));
  });

  it('sends the logout with the session token in both headers and the tenant id, storage cleared only after', async () => {
    portalStorage.setAccessToken('t-3');
    portalStorage.setLastSysParam({ code: 'theme', value: 'red', tenantId: '001.001.065' });
    const sent: Request[] = [];
    const clients = createPortalClients(mergePortalConfig(defaultPortalConfig, { pcApi: { prefix: `${origin}/pcApi/` } }), {
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(new Request(input, init));
        return new Response(JSON.stringify({ success: true }), { headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch,
    });
    await logoutOfPortal({ clients, origin, cookie: '', leave: vi.fn() });
    const [logoutCall] = sent;
    expect(logoutCall?.url).toBe(`${origin}/pcApi/logout`);
    expect(logoutCall?.headers.get('FS-CK')).toBe('t-3');
    expect(logoutCall?.headers.get('token')).toBe('t-3');
    expect(logoutCall?.headers.get('tenantId')).toBe('001.001.065');
    expect(portalStorage.accessToken()).toBe('');
  });

  it('keeps local storage with a Token cookie, and only logs a failed logout call', async () => {
    portalStorage.setAccessToken('t-2');
    localStorage.setItem('lastSysParam', '{}');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const leave = vi.fn();
    await logoutOfPortal({ clients: fakeClients(vi.fn().mockRejectedValue(new Error('down'))), origin, cookie: 'a=1; Token=x', leave });
    expect(error).toHaveBeenCalled();
    expect(localStorage.getItem('lastSysParam')).toBe('{}');
    expect(portalStorage.accessToken()).toBe('');
    expect(leave).toHaveBeenCalledOnce();
  });
});
