import type { ApiClient } from '../client/createApiClient';
import { optionalText, readData, v } from '../contract/schema';

/** A mobile app build offered as a QR code in the floating toolbar (docs/product/platform.md#site-configuration) [F]. */
export const AppVersionSchema = v.looseObject({
  qrCodeUrl: v.string(),
  /** Platform label from the server's dictionary, e.g. Android or iOS. */
  type_dict: v.string(),
});
export type AppVersion = v.InferOutput<typeof AppVersionSchema>;

/** Addresses of the single sign-on site (docs/product/platform.md#site-configuration) [F]. */
export const ProjectConfigSchema = v.looseObject({
  vpnLoginUrl: optionalText,
  loginUrl: v.string(),
  logoutUrl: v.string(),
});
export type ProjectConfig = v.InferOutput<typeof ProjectConfigSchema>;

/** Header branding (docs/product/platform.md#site-configuration): `pcTitleLogo` is the logo; without one the title shows. */
export const SiteWebConfigSchema = v.looseObject({
  title: v.string(),
  pcTitleLogo: optionalText,
});
export type SiteWebConfig = v.InferOutput<typeof SiteWebConfigSchema>;

/**
 * The site configuration (docs/product/platform.md#site-configuration), stored in session storage under `configure`.
 * [A] Its call and the nesting of `webConfig` are not shown; `POST api/portal/config`
 * replying with these fields in `data` is our reading (docs/product/platform.md#site-configuration).
 */
export const SiteConfigSchema = v.looseObject({
  tenantId: v.string(),
  appVersionList: v.nullish(v.array(AppVersionSchema), []),
  /** The learner manual opened from the floating toolbar. */
  manualUrl: optionalText,
  projectConfig: ProjectConfigSchema,
  webConfig: SiteWebConfigSchema,
});
export type SiteConfig = v.InferOutput<typeof SiteConfigSchema>;

/** One switch of the sub-site configuration; `N` or empty means off (docs/product/platform.md#features). */
export const SysParamSchema = v.looseObject({
  code: v.string(),
  value: v.nullish(v.string(), ''),
});
export type SysParam = v.InferOutput<typeof SysParamSchema>;

/** The sub-site configuration (docs/product/platform.md#sub-site-configuration). `webConfig` arrives as JSON text. */
export const SubSiteConfigSchema = v.looseObject({
  tenantId: v.string(),
  sysParam: v.nullish(v.array(SysParamSchema), []),
  webConfig: v.nullish(v.string(), ''),
  favicon: optionalText,
});
export type SubSiteConfig = v.InferOutput<typeof SubSiteConfigSchema>;

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

export async function fetchSiteConfig(client: ApiClient): Promise<SiteConfig> {
  return readData(await client.post(siteConfigPaths.site), SiteConfigSchema, siteConfigPaths.site);
}

/** `ipPort` is the page's own origin: the server picks the sub-site by the address it is reached at. */
export async function fetchSubSiteConfig(client: ApiClient, ipPort: string): Promise<SubSiteConfig> {
  return readData(await client.post(siteConfigPaths.subSite, { ipPort }), SubSiteConfigSchema, siteConfigPaths.subSite);
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
