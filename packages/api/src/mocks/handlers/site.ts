import type { SiteConfig, SubSiteConfig } from '../../site/siteConfig';
import { siteConfigPaths } from '../../site/siteConfig';
import { contractHttp } from '../core/contractHttp';
import type { MockDb } from '../core/mockDb';
import { ok } from '../envelope';
import { demoSiteConfig, demoSysParams, demoTenants, demoWebConfig } from '../fixtures/site';

/** The site configuration of the tenant the db plays. */
export function siteConfigOf(db: MockDb): SiteConfig {
  const tenant = demoTenants[db.settings.tenantId] ?? demoTenants['001.001.100']!;
  return { ...demoSiteConfig, tenantId: db.settings.tenantId, webConfig: { ...demoSiteConfig.webConfig, title: tenant.title } };
}

/** The sub-site configuration: the tenant's switches with the db's overrides, the theme last. */
export function subSiteConfigOf(db: MockDb): SubSiteConfig {
  const tenant = demoTenants[db.settings.tenantId] ?? demoTenants['001.001.100']!;
  const overrides = db.settings.sysParams;
  const params = demoSysParams.map((param) => (param.code in overrides ? { code: param.code, value: overrides[param.code]! } : param));
  for (const [code, value] of Object.entries(overrides)) {
    if (!params.some((param) => param.code === code)) params.push({ code, value });
  }
  return {
    tenantId: db.settings.tenantId,
    sysParam: [...params, { code: 'THEME', value: db.settings.theme }],
    webConfig: JSON.stringify({ ...demoWebConfig, footerName1: tenant.footerName1 }),
    favicon: '/favicon.svg',
  };
}

// `*/` matches any origin: the same handlers serve Storybook (same origin), the Node test
// server and the demo server (absolute URLs on 127.0.0.1).
export const siteHandlers = (db: MockDb) => [
  contractHttp.post(siteConfigPaths.site, () => ok(siteConfigOf(db))),
  contractHttp.post(siteConfigPaths.subSite, () => ok(subSiteConfigOf(db))),
];
