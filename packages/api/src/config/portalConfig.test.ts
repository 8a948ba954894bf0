import { describe, expect, it, vi } from 'vitest';
import { createPortalClients } from '../client/portalClients';
import { checkPasswordKey, defaultPortalConfig, loadPortalConfig, mergePortalConfig, parsePortalConfigLayer } from './portalConfig';

describe('portal config', () => {
  it('defaults to client A on /pcApi/ with 20 s and client B on /apiLive with 5 s', () => {
    expect(defaultPortalConfig).toEqual({
      pcApi: { prefix: '/pcApi/', timeoutMs: 20_000 },
      liveApi: { prefix: '/apiLive', timeoutMs: 5_000 },
      deviceId: 'pc',
    });
  });

  it('takes a tenant’s own password key from the runtime document, without a rebuild', async () => {
    const tenantKey = '-----BEGIN PUBLIC KEY-----\nMFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf\n9Cnzj4p4WGeKLs1Pt8QuKUpRKfFLfRYC9AIKjbJTWit+CqvjWYzvQwECAwEAAQ==\n-----END PUBLIC KEY-----\n';
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ passwordPublicKey: tenantKey }), { status: 200 }));
    const config = await loadPortalConfig({ runtimeUrl: '/portal-config.json', fetch: fetchImpl as unknown as typeof fetch });
    expect(config.passwordPublicKey).toBe(tenantKey);
    // The password forms encrypt with the key their clients carry.
    expect(createPortalClients(config).passwordPublicKey).toBe(tenantKey);
  });

  it('keeps a key given as bare base64 as it is, for the forms to read', () => {
    const base64 = 'MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8QuKUpRKfFLfRYC9AIKjbJTWit+CqvjWYzvQwECAwEAAQ==';
    expect(parsePortalConfigLayer({ passwordPublicKey: base64 })).toEqual({ passwordPublicKey: base64 });
  });

  it('never lets an earlier key stand in for one the document gives and nobody can read, and says so on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const broken of ['MIGfMA0G', '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----', 42]) {
      error.mockClear();
      const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ passwordPublicKey: broken }), { status: 200 }));
      const config = await loadPortalConfig({ buildTime: { passwordPublicKey: 'a build-time key' }, runtimeUrl: '/portal-config.json', fetch: fetchImpl as unknown as typeof fetch });
      expect(config.passwordPublicKey === 'a build-time key').toBe(false);
      // The forms refuse either way: an unreadable string is read as one when they need it.
      expect(typeof broken === 'string' ? config.passwordPublicKey : config.passwordPublicKeyProblem).toBeTruthy();
      await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringMatching(/passwordPublicKey is .*PEM or bare base64/)));
    }
    error.mockRestore();
  });

  it('warns the maintainer of nothing when the key can be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await checkPasswordKey({ passwordPublicKey: 'MFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8QuKUpRKfFLfRYC9AIKjbJTWit+CqvjWYzvQwECAwEAAQ==' });
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('takes the UKEY service’s port when it is a port, and carries it to the clients', () => {
    expect(parsePortalConfigLayer({ ukeyPort: 24_001 })).toEqual({ ukeyPort: 24_001 });
    for (const wrong of ['24001', 0, 70_000, 1.5]) expect(parsePortalConfigLayer({ ukeyPort: wrong })).toEqual({});
    expect(createPortalClients(mergePortalConfig(defaultPortalConfig, { ukeyPort: 24_001 })).ukeyPort).toBe(24_001);
  });

  it('warns the maintainer when no key is configured at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = await loadPortalConfig({ runtimeUrl: '/portal-config.json', fetch: (async () => new Response('{}', { status: 200 })) as unknown as typeof fetch });
    expect(config.passwordPublicKey).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/no passwordPublicKey/));
    warn.mockRestore();
  });

  it('applies build-time values, then the runtime document, field by field', async () => {
    const runtime = { pcApi: { prefix: 'https://academy.example.cn/pcApi/' } };
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(runtime), { status: 200 }));
    const config = await loadPortalConfig({
      buildTime: { pcApi: { prefix: '/gateway/pcApi/', timeoutMs: 30_000 }, liveApi: { timeoutMs: 8_000 } },
      runtimeUrl: '/portal-config.json',
      fetch: fetchImpl as unknown as typeof fetch,
    });
    expect(config.pcApi).toEqual({ prefix: 'https://academy.example.cn/pcApi/', timeoutMs: 30_000 });
    expect(config.liveApi).toEqual({ prefix: '/apiLive', timeoutMs: 8_000 });
  });

  it('runs on defaults when the runtime document is missing', async () => {
    const fetchImpl = vi.fn(async () => new Response('not found', { status: 404 }));
    await expect(
      loadPortalConfig({ runtimeUrl: '/portal-config.json', fetch: fetchImpl as unknown as typeof fetch }),
    ).resolves.toEqual(defaultPortalConfig);
  });

  it('runs on defaults when the runtime document cannot be fetched, and says why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchImpl = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      loadPortalConfig({ runtimeUrl: '/portal-config.json', fetch: fetchImpl as unknown as typeof fetch }),
    ).resolves.toEqual(defaultPortalConfig);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('ignores fields of the wrong type in a runtime document', () => {
    expect(parsePortalConfigLayer({ pcApi: { prefix: 42, timeoutMs: '20s' }, liveApi: { timeoutMs: 9000 }, extra: 1 })).toEqual({
      pcApi: {},
      liveApi: { timeoutMs: 9000 },
    });
  });
});
