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
  type CallOptions,
  type PostOptions,
  type QueryValue,
  type RequestIdentity,
} from './client/createApiClient';
export { createPortalClients, storedIdentity, type PortalClients, type PortalClientsOptions } from './client/portalClients';
export { ApiProvider, usePortalClients, type ApiProviderProps } from './provider/ApiProvider';
export { portalStorage, storageKeys, type LastSysParam } from './storage/portalStorage';
export { AppVersionSchema, ProjectConfigSchema, SiteConfigSchema, SiteWebConfigSchema, SubSiteConfigSchema, SysParamSchema } from './site/siteConfigSchema';
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
export { loadSiteConfig, loadSubSiteConfig, useSiteConfig, useSubSiteConfig } from './site/useSiteConfig';
export { tenantReady } from './site/tenantSettled';
export { readData, idString, looseNumber, optionalText } from './contract/schema';
export { allPagesPageSize, fromPagingA, fromPagingB, pagedA, pagedB, readAllPages, toPagingA, toPagingB, type Page, type PageRequest } from './contract/page';
export { preloadApiRead, preloadRead, preloadsSettled, useApiRead, useApiWrite, type ReadKey } from './contract/swr';
export { clientOfPath, contractPaths, isContractCallPath, type ContractCallPath, type ContractPath, type LiveApiPath, type PcApiPath } from './contract/paths';
export { administratorPaths } from './contract/administratorPaths';
export * from './contract/entities';
export * from './contract/account';
export * from './contract/course';
export * from './contract/portal';
export * from './contract/personal';
export { createFailureNotifier, type FailureHandlers, type FailureNotifier, type FailureNotifierOptions } from './client/failureNotifier';
export { describeFailure, failureMessages, sessionEndDelayMs, type FailureAction, type FailureOutcome } from './client/errorCatalogue';
export * from './rules';
export * from './mappers';
export * from './retiredNames';
