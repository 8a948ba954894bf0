import { defaultMenu, type MenuEntryId } from './menus';

/**
 * What sets one tenant's portal apart, as data. This first profile carries the menu; the
 * hidden sections, hours rule and password-reminder policy join it as the features arrive.
 */
export interface TenantProfile {
  menu: readonly MenuEntryId[];
}

export const defaultTenantProfile: TenantProfile = {
  menu: defaultMenu,
};

/**
 * Profiles of tenants that differ from the default, by tenant id. Spec 9 names ids with
 * special behaviour without saying all of what they change; each assignment is made here
 * and only here.
 */
export const tenantProfiles: Readonly<Record<string, TenantProfile>> = {};

export const resolveTenantProfile = (tenantId: string | undefined): TenantProfile =>
  (tenantId ? tenantProfiles[tenantId] : undefined) ?? defaultTenantProfile;
