import {
  createFailureNotifier,
  createPortalClients,
  loadPortalConfig,
  loadSiteConfig,
  loadSubSiteConfig,
  portalStorage,
  preloadRead,
  siteConfigPaths,
  storedIdentity,
  tenantReady,
  type SiteConfig,
} from '@study-portal/api';
import { createFailureRelay } from './app/failureRelay';
import { routeTableFor } from './app/portalRoutes';
import { startPortal } from './app/startPortal';
import { isPlainStartupAddress } from './app/plainStartupAddress';
import { yieldToBrowser } from './app/yieldToBrowser';
import { preloadSessionUser } from '../session/sessionUser';

/**
 * Phase 1, before anything reads the address: take the SSO token out of it and rewrite the
 * legacy hash forms. replaceState swaps the current history entry, so the token is in neither
 * the address bar nor the history, and the router starts on the rewritten address. A plain
 * address (most page loads) needs none of it, and the URL policy is fetched only for the rest.
 */
async function settleAddress() {
  if (!isPlainStartupAddress(window.location)) {
    const { readStartupAddress } = await import('./app/startupAddress');
    const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const { token, address } = readStartupAddress(window.location.href);
    if (token) {
      // A new token is a new sign-in: user info kept from an earlier one no longer applies.
      if (token !== portalStorage.accessToken()) portalStorage.clearSession();
      portalStorage.setAccessToken(token);
    }
    if (address !== current) window.history.replaceState(window.history.state, '', address);
  }
  // docs/product/platform.md#storage: nothing the portal keeps locally outlives the page.
  portalStorage.clearLocalStorageOnUnload();
}

// Start-up in phases (after Open edX frontend-platform): the address, then the configuration
// document (defaults, this build's values, the deployment's portal-config.json), then the
// clients with their one failure notifier, then the first render.
async function start() {
  // Evaluating the modules is a long task of its own on a slow phone: start-up begins in the
  // next one.
  await yieldToBrowser();
  await settleAddress();
  const routeTable = routeTableFor(window.location.pathname);
  const config = await loadPortalConfig({ runtimeUrl: '/portal-config.json' });
  const relay = createFailureRelay();
  // The notifier is built before the clients it serves; it reaches them through this holder.
  const holder: { clients?: ReturnType<typeof createPortalClients> } = {};
  const notifier = createFailureNotifier({
    notify: relay.notify,
    // Without a stored token there is no session to end: signing out again would only loop.
    hasSession: () => portalStorage.accessToken() !== '',
    endSession: () => {
      const clients = holder.clients;
      if (!clients) return;
      // Only a session the server ends needs this; it is not part of the first download.
      void import('../session/logout').then(({ logoutOfPortal }) =>
        logoutOfPortal({
          clients,
          siteConfig: portalStorage.configure<SiteConfig>(),
          origin: window.location.origin,
          cookie: document.cookie,
          leave: (address) => window.location.assign(address),
        }),
      );
    },
  });
  // docs/product/session.md#route-guard: the configuration first; every other call waits for the tenant id it carries.
  const clients = createPortalClients(config, { identity: { ...storedIdentity, ready: tenantReady }, onFailure: (error) => notifier.handle(error) });
  holder.clients = clients;
  // Both configurations decide what the first paint shows: ask for them before React starts.
  // The keys are the configuration hooks' own, so the hooks pick these requests up.
  const origin = window.location.origin;
  preloadRead([siteConfigPaths.site], () => loadSiteConfig(clients.pc));
  // The client's first request costs a phone most of a long task: the others go in the next.
  await yieldToBrowser();
  preloadRead([siteConfigPaths.subSite, origin], () => loadSubSiteConfig(clients.pc, origin));
  // The signed-in user decides it too.
  preloadSessionUser(clients);
  // The requests are out; the area's route table and the first screen's reads come in a task
  // of their own.
  await yieldToBrowser();
  await startPortal({ clients, failures: relay, signedIn: Boolean(portalStorage.accessToken()), routeTable });
}

void start();
