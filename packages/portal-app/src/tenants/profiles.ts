import { themeOfSubSite, type PortalThemeName, type SubSiteConfig, type YearLearnSummary } from '@study-portal/api';
import { readFeatures } from './features';
import { menuEntries, menuVariants, type MenuEntryId, type MenuVariant } from './menus';
import type { TopMenuEntry } from '@study-portal/ui';

/** Which hours the floating toolbar's panel shows (docs/product/platform.md#tenant-profiles). */
export type HoursRule = 'totalAndCompulsory' | 'compulsoryAndElective';

/**
 * What happens when the user info says needUpdatePwd (docs/product/session.md#password-reminder, docs/product/session.md#forced-password-change): a once-per-session
 * reminder that leads to the password tab, or the password dialog that cannot be dismissed.
 */
export type PasswordChangeRule = 'reminder' | 'forced';

/** What sets one tenant's portal apart, as data (docs/product/platform.md#tenant-profiles). */
export interface TenantProfile {
  /** The menu with the red theme; the blue theme always has its own (docs/product/frame.md#the-blue-themes-menu). */
  menu: MenuVariant;
  hours: HoursRule;
  /** How a learner whose password must change is asked to (docs/product/session.md#password-reminder). */
  passwordChange: PasswordChangeRule;
}

export const defaultTenantProfile: TenantProfile = {
  menu: 'default',
  hours: 'totalAndCompulsory',
  passwordChange: 'reminder',
};

/**
 * THE one place that says which tenant carries which variant.
 *
 * Known (docs/product/platform.md#tenant-profiles): 001.001.065 shows compulsory and elective hours and skips
 * the password reminder. The forced password dialog belongs to one unnamed tenant (docs/product/session.md#forced-password-change);
 * we read the two notes together: the tenant that skips the reminder is the one that forces
 * the change, so 001.001.065 gets the dialog instead.
 *
 * Our choice, for the demo tenants: the product says one tenant puts online special-topic classes
 * second and one hides classes and columns, without naming them, and lists 001.001.043 and
 * 001.001 as special without saying how. We give 001.001.043 the classes-second menu and
 * 001.001 the menu without classes and columns, so the demo can show every variant. Replace
 * these two with the real tenants' ids when they are known.
 */
export const tenantProfiles: Readonly<Record<string, TenantProfile>> = {
  '001.001.065': { ...defaultTenantProfile, hours: 'compulsoryAndElective', passwordChange: 'forced' },
  '001.001.043': { ...defaultTenantProfile, menu: 'classesSecond' },
  '001.001': { ...defaultTenantProfile, menu: 'withoutClassesAndColumns' },
};

export const resolveTenantProfile = (tenantId: string | undefined): TenantProfile =>
  (tenantId ? tenantProfiles[tenantId] : undefined) ?? defaultTenantProfile;

export interface MenuContext {
  theme: PortalThemeName;
  /** ZWY_SHOW is on. */
  externalAcademy: boolean;
}

/**
 * The tenant's top menu: the blue theme's menu or the profile's, then the external academy
 * button when ZWY_SHOW is on. [A] Where the button goes is not shown; we put it last.
 */
export function tenantMenu(profile: TenantProfile, { theme, externalAcademy }: MenuContext): TopMenuEntry[] {
  const ids: MenuEntryId[] = [...menuVariants[theme === 'blue' ? 'blue' : profile.menu]];
  if (externalAcademy) ids.push('academy');
  return ids.map((id) => menuEntries[id]);
}

/**
 * The top menu a sub-site configuration gives: its tenant's profile, its theme and its ZWY_SHOW
 * switch; before the configuration is there, the default profile's red menu.
 */
export function subSiteMenu(subSite: SubSiteConfig | undefined): TopMenuEntry[] {
  return tenantMenu(resolveTenantProfile(subSite?.tenantId), {
    theme: subSite ? themeOfSubSite(subSite) : 'red',
    externalAcademy: readFeatures(subSite?.sysParam ?? []).externalAcademy,
  });
}

/**
 * The year's hours as the panel shows them, by the tenant's rule (docs/product/platform.md#tenant-profiles). [A] The wording
 * around the numbers is ours.
 */
export function yearHoursText(summary: Pick<YearLearnSummary, 'tbtpHourSum' | 'compulsoryHour' | 'optionalHour'>, rule: HoursRule): string {
  return rule === 'compulsoryAndElective'
    ? `必修 ${summary.compulsoryHour}，选修 ${summary.optionalHour}`
    : `${summary.tbtpHourSum}（其中必修 ${summary.compulsoryHour}）`;
}
