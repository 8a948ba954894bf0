import { createApiClient, type ApiClient, type RequestIdentity } from './createApiClient';
import type { PortalConfig } from '../config/portalConfig';
import { portalStorage } from '../storage/portalStorage';

/** Client A (portal backend) and client B (live streams). */
export interface PortalClients {
  pc: ApiClient;
  live: ApiClient;
}

/** The identity the browser portal sends: everything read from its own storage at each call. */
export const storedIdentity: RequestIdentity = {
  tenantId: () => portalStorage.tenantId(),
  visitorId: () => portalStorage.visitorId(),
  token: () => portalStorage.accessToken(),
};

export function createPortalClients(
  config: PortalConfig,
  identity: RequestIdentity = storedIdentity,
  fetchImpl?: typeof fetch,
): PortalClients {
  const shared = { deviceId: config.deviceId, identity, ...(fetchImpl ? { fetch: fetchImpl } : {}) };
  return {
    pc: createApiClient({ endpoint: config.pcApi, ...shared }),
    live: createApiClient({ endpoint: config.liveApi, ...shared }),
  };
}
