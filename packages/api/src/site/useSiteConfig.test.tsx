import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPortalClients } from '../client/portalClients';
import { defaultPortalConfig, mergePortalConfig } from '../config/portalConfig';
import { demoSiteConfig, demoTenantId, handlers } from '../mocks';
import { ApiProvider } from '../provider/ApiProvider';
import { portalStorage, storageKeys } from '../storage/portalStorage';
import { preloadRead, preloadsSettled } from '../contract/swr';
import { siteConfigPaths } from './siteConfig';
import { loadSubSiteConfig, useSiteConfig, useSubSiteConfig } from './useSiteConfig';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const clients = createPortalClients(
  mergePortalConfig(defaultPortalConfig, { pcApi: { prefix: 'http://127.0.0.1:4173/pcApi/' } }),
);

// A fresh SWR cache per test, so one test's configuration never answers another's.
function wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider clients={clients}>{children}</ApiProvider>
    </SWRConfig>
  );
}

describe('configuration hooks', () => {
  it('load the site configuration and keep it in session storage as configure', async () => {
    const { result } = renderHook(() => useSiteConfig(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(demoSiteConfig));
    expect(JSON.parse(sessionStorage.getItem(storageKeys.configure) ?? 'null')).toEqual(demoSiteConfig);
  });

  it('remember the theme and tenant of the sub-site, which later calls send as tenantId', async () => {
    const { result } = renderHook(() => useSubSiteConfig('http://127.0.0.1:4173'), { wrapper });
    await waitFor(() => expect(result.current.data?.tenantId).toBe(demoTenantId));
    expect(portalStorage.lastSysParam()).toEqual({ code: 'THEME', value: 'red', tenantId: demoTenantId });
    expect(portalStorage.tenantId()).toBe(demoTenantId);
  });

  it('report a failed load as an ApiError and store nothing', async () => {
    server.use(http.post('*/pcApi/api/portal/config', () => HttpResponse.json({ success: false, message: '站点未开通' })));
    const { result } = renderHook(() => useSiteConfig(), { wrapper });
    await waitFor(() => expect(result.current.error).toMatchObject({ kind: 'business', serverMessage: '站点未开通' }));
    expect(sessionStorage.getItem(storageKeys.configure)).toBeNull();
  });

  it('remember the sub-site preloaded at start-up too, whose reply reaches the hook through the cache', async () => {
    sessionStorage.clear();
    localStorage.clear();
    const origin = 'http://127.0.0.1:4173';
    preloadRead([siteConfigPaths.subSite, origin], () => loadSubSiteConfig(clients.pc, origin));
    await preloadsSettled();
    expect(portalStorage.tenantId()).toBe(demoTenantId);
  });
});
