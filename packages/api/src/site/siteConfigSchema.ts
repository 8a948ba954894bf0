import { optionalText, v } from '../contract/schema';

// Apart from the calls (siteConfig.ts): every page's first requests are these two, and their
// check loads beside them instead of as part of the first download.

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

export { readData } from '../contract/schema';
