import { loadSiteConfig, loadSubSiteConfig, portalStorage, preloadRead, siteConfigPaths, type SiteConfig } from '@study-portal/api';
import { routeTableFor } from './app/portalRoutes';
import { startPortal } from './app/startPortal';
import { isPlainStartupAddress } from '../session/plainStartupAddress';
import { startSite } from '../startup/startSite';
import { yieldToBrowser } from '../startup/yieldToBrowser';
import { preloadSessionUser } from '../session/sessionUser';

/**
 * The address phase, before anything reads the address: take the SSO token out of it and rewrite the
 * legacy hash forms. replaceState swaps the current history entry, so the token is in neither
 * the address bar nor the history, and the router starts on the rewritten address. A plain
 * address (most page loads) needs none of it, and the URL policy is fetched only for the rest.
 */
async function settleAddress() {
  if (!isPlainStartupAddress(window.location)) {
    const { readStartupAddress } = await import('../session/startupAddress');
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

/** The portal's part of the start-up sequence (docs/architecture.md#start-up). */
void startSite({
  settleAddress: async () => {
    await settleAddress();
    // The area's route table is asked for while the configuration is on its way (in an object:
    // a promise returned bare would be awaited here).
    return { routeTable: routeTableFor(window.location.pathname) };
  },
  endSession: (clients) => {
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
  preload: async ({ clients }) => {
    // Both configurations decide what the first paint shows: ask for them before React starts.
    // The keys are the configuration hooks' own, so the hooks pick these requests up.
    preloadRead([siteConfigPaths.site], () => loadSiteConfig(clients.pc));
    // The client's first request costs a phone most of a long task: the others go in the next.
    await yieldToBrowser();
    preloadRead([siteConfigPaths.subSite, window.location.origin], () => loadSubSiteConfig(clients.pc, window.location.origin));
    // The signed-in user decides it too.
    preloadSessionUser(clients);
    // The requests are out; the area's route table and the first screen's reads come in a task
    // of their own.
    await yieldToBrowser();
  },
  render: ({ clients, failures, address: { routeTable } }) =>
    startPortal({ clients, failures, signedIn: Boolean(portalStorage.accessToken()), routeTable }),
});
