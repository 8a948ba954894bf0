import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPortalClients } from '../client/portalClients';
import { defaultPortalConfig, mergePortalConfig } from '../config/portalConfig';
import { demoSiteConfig, demoSubSiteConfig, handlers } from '../mocks';
import {
  activeSysParamCodes,
  fetchSiteConfig,
  fetchSubSiteConfig,
  parseSubSiteWebConfig,
  themeOfSubSite,
} from './siteConfig';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const config = mergePortalConfig(defaultPortalConfig, {
  pcApi: { prefix: 'http://127.0.0.1:4173/pcApi/' },
  liveApi: { prefix: 'http://127.0.0.1:4173/apiLive' },
});
const identity = { tenantId: () => '', visitorId: () => '', token: () => '' };

describe('site configuration', () => {
  it('loads the site and sub-site configuration from the fake backend', async () => {
    const { pc } = createPortalClients(config, { identity });
    await expect(fetchSiteConfig(pc)).resolves.toEqual(demoSiteConfig);
    await expect(fetchSubSiteConfig(pc, 'http://127.0.0.1:4173')).resolves.toEqual(demoSubSiteConfig);
  });

  it('counts a parameter as on only when it is neither N nor empty', () => {
    expect(
      activeSysParamCodes([
        { code: 'A', value: 'Y' },
        { code: 'B', value: 'N' },
        { code: 'C', value: '' },
        { code: 'D', value: '  ' },
        { code: 'E', value: '1' },
      ]),
    ).toEqual(['A', 'E']);
  });

  it('takes the theme from the last system parameter', () => {
    expect(themeOfSubSite({ sysParam: [{ code: 'X', value: 'blue' }, { code: 'THEME', value: 'blue' }] })).toBe('blue');
    expect(themeOfSubSite({ sysParam: [{ code: 'THEME', value: 'blue' }, { code: 'X', value: 'Y' }] })).toBe('red');
    expect(themeOfSubSite({ sysParam: [] })).toBe('red');
  });

  it('reads the footer lines from webConfig and only logs a parse error', () => {
    expect(parseSubSiteWebConfig(demoSubSiteConfig.webConfig).footerName1).toBe('主办单位：干部网络学院（演示）');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseSubSiteWebConfig('{footerName1:')).toEqual({});
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
