import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError';
import { usePortalClients } from '../provider/ApiProvider';
import { portalStorage } from '../storage/portalStorage';
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

/** The site configuration; stored in session storage as `configure` once loaded. */
export function useSiteConfig(): SWRResponse<SiteConfig, ApiError> {
  const { pc } = usePortalClients();
  return useSWR<SiteConfig, ApiError>([siteConfigPaths.site], () => fetchSiteConfig(pc), {
    ...loadOnce,
    onSuccess: (config) => portalStorage.setConfigure(config),
  });
}

/**
 * The sub-site configuration of the address the page is served from. Its last system
 * parameter is remembered locally with the tenant id, which every later call sends.
 */
export function useSubSiteConfig(ipPort: string = globalThis.location?.origin ?? ''): SWRResponse<SubSiteConfig, ApiError> {
  const { pc } = usePortalClients();
  return useSWR<SubSiteConfig, ApiError>([siteConfigPaths.subSite, ipPort], () => fetchSubSiteConfig(pc, ipPort), {
    ...loadOnce,
    onSuccess: (subSite) => {
      const last = subSite.sysParam.at(-1);
      portalStorage.setLastSysParam({
        code: last?.code ?? '',
        value: themeOfSubSite(subSite),
        tenantId: subSite.tenantId,
      });
    },
  });
}
