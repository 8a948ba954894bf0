export {
  defaultPortalConfig,
  loadPortalConfig,
  mergePortalConfig,
  parsePortalConfigLayer,
  type ClientEndpoint,
  type LoadPortalConfigOptions,
  type PortalConfig,
  type PortalConfigLayer,
} from './config/portalConfig';
export { ApiError, isApiError, type ApiErrorDetails, type ApiErrorKind } from './client/ApiError';
export { isEnvelope, type ApiEnvelope } from './client/envelope';
export {
  createApiClient,
  identityHeaderNames,
  type ApiClient,
  type CreateApiClientOptions,
  type PostOptions,
  type QueryValue,
  type RequestIdentity,
} from './client/createApiClient';
export { createPortalClients, storedIdentity, type PortalClients } from './client/portalClients';
export { ApiProvider, usePortalClients, type ApiProviderProps } from './provider/ApiProvider';
export { portalStorage, storageKeys, type LastSysParam } from './storage/portalStorage';
export {
  activeSysParamCodes,
  fetchSiteConfig,
  fetchSubSiteConfig,
  isSysParamOn,
  parseSubSiteWebConfig,
  siteConfigPaths,
  themeOfSubSite,
  type AppVersion,
  type PortalThemeName,
  type ProjectConfig,
  type SiteConfig,
  type SiteWebConfig,
  type SubSiteConfig,
  type SubSiteWebConfig,
  type SysParam,
} from './site/siteConfig';
export { useSiteConfig, useSubSiteConfig } from './site/useSiteConfig';
