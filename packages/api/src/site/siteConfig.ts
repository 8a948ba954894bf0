import type { ApiClient } from '../client/createApiClient';
import type { SiteConfig, SubSiteConfig, SysParam } from './siteConfigSchema';

export type { AppVersion, ProjectConfig, SiteConfig, SiteWebConfig, SubSiteConfig, SysParam } from './siteConfigSchema';

/** What the sub-site's `webConfig` text holds once parsed (docs/product/platform.md#sub-site-configuration). */
export interface SubSiteWebConfig {
  description?: string;
  keywords?: string;
  footerName1?: string;
  footerName2?: string;
  footerName3?: string;
  footerName4?: string;
}

export const siteConfigPaths = {
  site: 'api/portal/config',
  subSite: 'api/user/configure/new',
} as const;

/** The replies' contract, fetched beside the first request that needs it (not part of the first download). */
const loadContract = () => import('./siteConfigSchema');

export async function fetchSiteConfig(client: ApiClient): Promise<SiteConfig> {
  const [reply, contract] = await Promise.all([client.post(siteConfigPaths.site), loadContract()]);
  return contract.readData(reply, contract.SiteConfigSchema, siteConfigPaths.site);
}

/** `ipPort` is the page's own origin: the server picks the sub-site by the address it is reached at. */
export async function fetchSubSiteConfig(client: ApiClient, ipPort: string): Promise<SubSiteConfig> {
  const [reply, contract] = await Promise.all([client.post(siteConfigPaths.subSite, { ipPort }), loadContract()]);
  return contract.readData(reply, contract.SubSiteConfigSchema, siteConfigPaths.subSite);
}

/** A parameter counts as set only when its value is neither `N` nor empty (docs/product/platform.md#features). */
export const isSysParamOn = (param: SysParam): boolean => param.value !== 'N' && param.value.trim() !== '';

/** `sysParamCode` (docs/product/platform.md#features): the codes of every parameter that is on. */
export const activeSysParamCodes = (params: readonly SysParam[]): string[] =>
  params.filter(isSysParamOn).map((param) => param.code);

/** The portal's colour theme: `blue` when the last system parameter says so, red otherwise (docs/product/platform.md#theme). */
export type PortalThemeName = 'red' | 'blue';

export const themeOfSubSite = (subSite: Pick<SubSiteConfig, 'sysParam'>): PortalThemeName =>
  subSite.sysParam.at(-1)?.value === 'blue' ? 'blue' : 'red';

/**
 * Parses the sub-site's `webConfig` text. A parse error is only logged (docs/product/platform.md#sub-site-configuration): the portal
 * then shows no footer lines rather than failing.
 */
export function parseSubSiteWebConfig(text: string | undefined): SubSiteWebConfig {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const fields = ['description', 'keywords', 'footerName1', 'footerName2', 'footerName3', 'footerName4'] as const;
    const parsed: SubSiteWebConfig = {};
    for (const field of fields) {
      const fieldValue = (value as Record<string, unknown>)[field];
      if (typeof fieldValue === 'string') parsed[field] = fieldValue;
    }
    return parsed;
  } catch (error) {
    console.error('[sub-site] webConfig is not valid JSON', error);
    return {};
  }
}
