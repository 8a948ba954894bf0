import { loadPortalConfig, type PortalClients, type PortalConfig } from '@study-portal/api';
import type { FailureRelay } from './failureRelay';
import { createSiteClients, type SiteClientsOptions } from './siteClients';
import { yieldToBrowser } from './yieldToBrowser';

/** Where each site reads the deployment's own configuration (docs/product/platform.md#runtime-configuration). */
export const runtimeConfigUrl = '/portal-config.json';

/** A site once its clients exist: what its first reads and its first render work with. */
export interface StartedSite<Address> {
  clients: PortalClients;
  failures: FailureRelay;
  /** What the address phase found (the portal's route table, say). */
  address: Address;
}

/**
 * What a site adds to the start-up sequence; the sequence itself (docs/architecture.md#start-up)
 * is the same for the portal and the admin site.
 */
export interface SiteStartup<Address> extends SiteClientsOptions {
  /**
   * Phase `address`: before anything reads the address, take the SSO token out of it and
   * rewrite what needs rewriting. What it returns reaches the later phases.
   */
  settleAddress(): Address | Promise<Address>;
  /** Phase `first reads`: the requests that decide the first paint, asked for before React starts. */
  preload?(site: StartedSite<Address>): void | Promise<void>;
  /** Phase `render`: the first render. */
  render(site: StartedSite<Address>): void | Promise<void>;
  /** Stands in for the configuration loader in tests. */
  loadConfig?: () => Promise<PortalConfig>;
}

/**
 * Starts a site in phases, after Open edX frontend-platform's initialize: the address, the
 * configuration document (defaults, this build's values, the deployment's file), the clients
 * with their one failure notifier, the first reads, the first render.
 */
export async function startSite<Address>(startup: SiteStartup<Address>): Promise<void> {
  // Evaluating the modules is a long task of its own on a slow phone: start-up begins in the next one.
  await yieldToBrowser();
  const address = await startup.settleAddress();
  const config = await (startup.loadConfig ?? (() => loadPortalConfig({ runtimeUrl: runtimeConfigUrl })))();
  // Reading the configuration, building the clients and sending the first request each cost a
  // slow phone a good part of a long task: each gets a task of its own.
  await yieldToBrowser();
  const site = { ...createSiteClients(config, startup), address };
  await yieldToBrowser();
  await startup.preload?.(site);
  await startup.render(site);
}
