import { createFailureNotifier, createPortalClients, portalStorage, storedIdentity, tenantReady, type ApiError, type PortalClients, type PortalConfig } from '@study-portal/api';
import { createFailureRelay, type FailureRelay } from './failureRelay';

export interface SiteClientsOptions {
  /** The admin site's calls say so: the gateway refuses them to an administrator still unverified. */
  site?: 'admin';
  /** What ending a session means on this site (docs/product/session.md#session-end-by-the-server). */
  endSession: (clients: PortalClients) => void;
  /**
   * The site's own reading of a failure, before the notifier's: returns true for a failure it
   * has dealt with (the admin site's refusal that asks for the verification again).
   */
  takeFailure?: (error: ApiError) => boolean;
}

export interface SiteClients {
  clients: PortalClients;
  /** Where the failure notifier's messages wait for the toasts. */
  failures: FailureRelay;
}

/**
 * The clients with their one failure notifier. The two need each other: the clients report
 * every failure to the notifier, and the notifier ends a session through the clients (the
 * logout call). The clients' callback reads the notifier only when a call fails, and no call
 * can start before this function returns, so each is a constant, built in turn.
 */
export function createSiteClients(config: PortalConfig, { site, endSession, takeFailure }: SiteClientsOptions): SiteClients {
  const failures = createFailureRelay();
  // docs/product/session.md#route-guard: the configuration first; every other call waits for the tenant id it carries.
  const clients: PortalClients = createPortalClients(config, {
    ...(site ? { site } : {}),
    identity: { ...storedIdentity, ready: tenantReady },
    onFailure: (error) => {
      if (!takeFailure?.(error)) notifier.handle(error);
    },
  });
  const notifier = createFailureNotifier({
    notify: failures.notify,
    // Without a stored token there is no session to end: signing out again would only loop.
    hasSession: () => portalStorage.accessToken() !== '',
    endSession: () => endSession(clients),
  });
  return { clients, failures };
}
