import { useSubSiteConfig } from '@study-portal/api';
import { resolveTenantProfile, type HoursRule } from '../../../tenants/profiles';

/** The hours the tenant counts (docs/product/platform.md#tenant-profiles): total and compulsory, or compulsory and elective. */
export function useHoursRule(): HoursRule {
  const subSite = useSubSiteConfig();
  return resolveTenantProfile(subSite.data?.tenantId).hours;
}
