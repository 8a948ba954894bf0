import type { ApiError } from './ApiError';
import { createApiClient, type ApiClient, type RequestIdentity } from './createApiClient';
import type { PortalConfig } from '../config/portalConfig';
import { pageTenantId } from '../site/tenantSettled';
import { portalStorage } from '../storage/portalStorage';

/** Client A (portal backend) and client B (live streams). */
export interface PortalClients {
  pc: ApiClient;
  live: ApiClient;
  /** The key the password forms encrypt with, from the configuration (PEM); without it they refuse. */
  passwordPublicKey?: string;
  /** Why the configured key could not be read; the forms refuse with `passwordKeyMessages.invalid`. */
  passwordPublicKeyProblem?: string;
  /** The local UKEY service's port from the configuration; the usual one without it. */
  ukeyPort?: number;
}

/** The identity the browser portal sends: everything read from its own storage at each call. */
export const storedIdentity: RequestIdentity = {
  // The stored one, else the one this page read (local storage is emptied as the page goes).
  tenantId: () => portalStorage.tenantId() || pageTenantId(),
  visitorId: () => portalStorage.visitorId(),
  token: () => portalStorage.accessToken(),
};

export interface PortalClientsOptions {
  identity?: RequestIdentity;
  fetch?: typeof fetch;
  /** Receives every failure a caller did not silence; see createFailureNotifier. */
  onFailure?: (error: ApiError) => void;
  /** `admin` for the admin site's clients; see CreateApiClientOptions.site. */
  site?: 'admin';
}

export function createPortalClients(config: PortalConfig, options: PortalClientsOptions = {}): PortalClients {
  const { identity = storedIdentity, fetch: fetchImpl, onFailure, site } = options;
  const shared = {
    deviceId: config.deviceId,
    identity,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    ...(onFailure ? { onFailure } : {}),
    ...(site ? { site } : {}),
  };
  return {
    pc: createApiClient({ endpoint: config.pcApi, ...shared }),
    live: createApiClient({ endpoint: config.liveApi, ...shared }),
    ...(config.passwordPublicKey ? { passwordPublicKey: config.passwordPublicKey } : {}),
    ...(config.passwordPublicKeyProblem ? { passwordPublicKeyProblem: config.passwordPublicKeyProblem } : {}),
    ...(config.ukeyPort ? { ukeyPort: config.ukeyPort } : {}),
  };
}
