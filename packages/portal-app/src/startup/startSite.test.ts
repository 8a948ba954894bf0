// @vitest-environment jsdom
import { defaultPortalConfig, failureMessages, identityHeaderNames, portalStorage, siteConfigPaths, type PortalClients } from '@study-portal/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSite, type StartedSite } from './startSite';

afterEach(() => {
  vi.unstubAllGlobals();
  portalStorage.clearSession();
});

const refusing = (status: number, msg = '') =>
  vi.fn(async () => new Response(JSON.stringify({ code: status, msg, data: null }), { status, headers: { 'Content-Type': 'application/json' } }));

/** The default configuration with addresses a test's fetch can take (Node's Request wants them whole). */
const config = { ...defaultPortalConfig, pcApi: { ...defaultPortalConfig.pcApi, prefix: 'http://localhost/pcApi/' } };

/** Runs the sequence with a site that notes each phase; resolves with what the render phase got. */
async function startNoting(overrides: { site?: 'admin'; endSession?: (clients: PortalClients) => void } = {}) {
  const phases: string[] = [];
  let started: StartedSite<{ found: string }> | undefined;
  await startSite({
    ...overrides,
    endSession: overrides.endSession ?? (() => undefined),
    settleAddress: () => {
      phases.push('address');
      return { found: 'the address' };
    },
    loadConfig: async () => {
      phases.push('configuration');
      return config;
    },
    preload: ({ address }) => {
      phases.push(`first reads after ${address.found}`);
    },
    render: (site) => {
      phases.push('render');
      started = site;
    },
  });
  return { phases, started: started! };
}

describe('startSite', () => {
  it('runs the phases in their order, handing on what the address phase found', async () => {
    const { phases, started } = await startNoting();
    expect(phases).toEqual(['address', 'configuration', 'first reads after the address', 'render']);
    expect(started.address).toEqual({ found: 'the address' });
  });

  it('ends the session once, through the site, when calls are refused with 401', async () => {
    portalStorage.setAccessToken('a-token');
    vi.stubGlobal('fetch', refusing(401));
    const endSession = vi.fn();
    const { started } = await startNoting({ endSession });
    // The toasts report the warning on screen at once; the session ends after that.
    started.failures.connect(() => undefined);
    await Promise.allSettled([started.clients.pc.get(siteConfigPaths.site), started.clients.pc.get(siteConfigPaths.subSite)]);
    await vi.waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
    expect(endSession).toHaveBeenCalledWith(started.clients);
  });

  it("tells a refusal's message through the relay, which keeps it until the toasts connect", async () => {
    vi.stubGlobal('fetch', refusing(404));
    const { started } = await startNoting();
    await started.clients.pc.get(siteConfigPaths.site).catch(() => undefined);
    const toasts = vi.fn();
    started.failures.connect(toasts);
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveBeenCalledWith(failureMessages.notFound, 'error');
  });

  it("marks the admin site's calls, and only those", async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: '', data: {} }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchSpy);
    const admin = await startNoting({ site: 'admin' });
    const portal = await startNoting();
    await admin.started.clients.pc.get(siteConfigPaths.site).catch(() => undefined);
    await portal.started.clients.pc.get(siteConfigPaths.site).catch(() => undefined);
    const siteHeader = (call: number) => new Headers((fetchSpy.mock.calls[call] as unknown as [Request])[0].headers).get(identityHeaderNames.site);
    expect(siteHeader(0)).toBe('admin');
    expect(siteHeader(1)).toBeNull();
  });
});
