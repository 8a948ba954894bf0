import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError';
import type { ApiClient } from '../client/createApiClient';
import { usePortalClients } from '../provider/ApiProvider';
import { portalStorage } from '../storage/portalStorage';
import { markTenantSettled } from './tenantSettled';
import {
  fetchSiteConfig,
  fetchSubSiteConfig,
  siteConfigPaths,
  themeOfSubSite,
  type SiteConfig,
  type SubSiteConfig,
} from './siteConfig';

// Configuration changes only with a deployment: read it once per page, never again on focus.
const loadOnce: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};

/**
 * Reads the site configuration and stores it in session storage as `configure`. The storing is
 * part of the read, not of a hook's reply handler: a reply preloaded at start-up reaches the
 * hook through the cache, where no handler runs.
 */
export async function loadSiteConfig(pc: ApiClient): Promise<SiteConfig> {
  const config = await fetchSiteConfig(pc);
  portalStorage.setConfigure(config);
  return config;
}

/**
 * Reads the sub-site configuration of `ipPort` and remembers its last system parameter
 * locally, with the tenant id that every later call sends (stored as `loadSiteConfig` does).
 */
export async function loadSubSiteConfig(pc: ApiClient, ipPort: string): Promise<SubSiteConfig> {
  let tenantId = '';
  try {
    const subSite = await fetchSubSiteConfig(pc, ipPort);
    const last = subSite.sysParam.at(-1);
    portalStorage.setLastSysParam({
      code: last?.code ?? '',
      value: themeOfSubSite(subSite),
      tenantId: subSite.tenantId,
    });
    tenantId = subSite.tenantId;
    return subSite;
  } finally {
    // Calls held for the tenant id go now; after a failure the page leaves for /404 anyway.
    markTenantSettled(tenantId);
  }
}

/** The site configuration (`loadSiteConfig`). */
export function useSiteConfig(): SWRResponse<SiteConfig, ApiError> {
  const { pc } = usePortalClients();
  return useSWR<SiteConfig, ApiError>([siteConfigPaths.site], () => loadSiteConfig(pc), loadOnce);
}

/** The sub-site configuration of the address the page is served from (`loadSubSiteConfig`). */
export function useSubSiteConfig(ipPort: string = globalThis.location?.origin ?? ''): SWRResponse<SubSiteConfig, ApiError> {
  const { pc } = usePortalClients();
  return useSWR<SubSiteConfig, ApiError>([siteConfigPaths.subSite, ipPort], () => loadSubSiteConfig(pc, ipPort), loadOnce);
}
