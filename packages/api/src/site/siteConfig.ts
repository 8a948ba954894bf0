import type { ApiClient } from '../client/createApiClient';

/** A mobile app build offered as a QR code in the floating toolbar (spec 3). */
export interface AppVersion {
  qrCodeUrl: string;
  /** Platform label from the server's dictionary, e.g. Android or iOS. */
  type_dict: string;
}

/** Addresses of the single sign-on site (spec 3). */
export interface ProjectConfig {
  vpnLoginUrl?: string;
  loginUrl: string;
  logoutUrl: string;
}

/** Header branding (spec 3, "Web config"). */
export interface SiteWebConfig {
  title: string;
  /** Logo picture; when empty the header shows `title` instead. */
  pcTitleLogo?: string;
}

/**
 * The site configuration (spec 3), stored in session storage under `configure`.
 * [A] Its call and the nesting of `webConfig` are not shown; `POST api/portal/config`
 * replying with these fields in `data` is our reading of spec 7.2.
 */
export interface SiteConfig {
  tenantId: string;
  appVersionList: AppVersion[];
  /** The learner manual opened from the floating toolbar. */
  manualUrl?: string;
  projectConfig: ProjectConfig;
  webConfig: SiteWebConfig;
}

/** One switch of the sub-site configuration; `N` or empty means off (spec 6). */
export interface SysParam {
  code: string;
  value: string;
}

/** The sub-site configuration (spec 3). `webConfig` arrives as JSON text. */
export interface SubSiteConfig {
  tenantId: string;
  sysParam: SysParam[];
  webConfig: string;
  favicon?: string;
}

/** What the sub-site's `webConfig` text holds once parsed (spec 3). */
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

function requireData<T>(data: T | undefined, path: string): T {
  if (data === undefined || data === null) throw new TypeError(`${path} replied without data`);
  return data;
}

export async function fetchSiteConfig(client: ApiClient): Promise<SiteConfig> {
  const reply = await client.post<SiteConfig>(siteConfigPaths.site);
  return requireData(reply.data, siteConfigPaths.site);
}

/** `ipPort` is the page's own origin: the server picks the sub-site by the address it is reached at. */
export async function fetchSubSiteConfig(client: ApiClient, ipPort: string): Promise<SubSiteConfig> {
  const reply = await client.post<SubSiteConfig>(siteConfigPaths.subSite, { ipPort });
  return requireData(reply.data, siteConfigPaths.subSite);
}

/** A parameter counts as set only when its value is neither `N` nor empty (spec 3, 6). */
export const isSysParamOn = (param: SysParam): boolean => param.value !== 'N' && param.value.trim() !== '';

/** `sysParamCode` of spec 3: the codes of every parameter that is on. */
export const activeSysParamCodes = (params: readonly SysParam[]): string[] =>
  params.filter(isSysParamOn).map((param) => param.code);

/** The portal's colour theme: `blue` when the last system parameter says so, red otherwise (spec 2.4, 3). */
export type PortalThemeName = 'red' | 'blue';

export const themeOfSubSite = (subSite: Pick<SubSiteConfig, 'sysParam'>): PortalThemeName =>
  subSite.sysParam.at(-1)?.value === 'blue' ? 'blue' : 'red';

/**
 * Parses the sub-site's `webConfig` text. A parse error is only logged (spec 5): the portal
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
