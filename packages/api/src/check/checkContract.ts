import { isApiError } from '../client/ApiError';
import { createPortalClients } from '../client/portalClients';
import { defaultPortalConfig, mergePortalConfig } from '../config/portalConfig';
import type { ContractPath } from '../contract/paths';
import { fetchSubSiteConfig, siteConfigPaths } from '../site/siteConfig';
import { contractReads, type ContractRead, type Found, type FoundIds } from './contractReads';

export interface CheckContractOptions {
  /** Where the backend is reached, e.g. `https://academy.example.cn`; the clients add `/pcApi/` and `/apiLive`. */
  origin: string;
  /** A signed-in learner's session token. */
  token: string;
  /** A verified administrator's session token, for the admin site's reads; they are skipped without it. */
  adminToken?: string;
  /** The portal's own address, which picks the sub-site (the portal sends its page's origin); `origin` when absent. */
  siteAddress?: string;
  /** The tenant to call as; read from the sub-site configuration when absent. */
  tenantId?: string;
  /** The year asked for by the year reads; the current one when absent. */
  year?: number;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** Told about each read as it is done, for a progress line. */
  onResult?: (result: ContractCheckResult) => void;
}

/**
 * How one read went: `fits` the reply matched its schema; `mismatch` it did not (the detail
 * names each field at fault); `refused` the backend failed or refused the call (status or its
 * message); `skipped` no earlier reply offered the id it needs.
 */
export interface ContractCheckResult {
  name: string;
  path: ContractPath;
  outcome: 'fits' | 'mismatch' | 'refused' | 'skipped';
  detail?: string;
}

const describeRefusal = (error: unknown): string => {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  if (error.status !== undefined) {
    const status = `HTTP ${error.status}`;
    return error.serverMessage && error.serverMessage !== status ? `${status}: ${error.serverMessage}` : status;
  }
  return error.serverMessage ?? error.kind;
};

const describeMismatch = (error: unknown): string =>
  isApiError(error) && error.cause instanceof Error ? error.cause.message : describeRefusal(error);

async function attempt(entry: ContractRead, call: () => Promise<unknown>): Promise<{ result: ContractCheckResult; reply?: unknown }> {
  try {
    const reply = await call();
    return { result: { name: entry.name, path: entry.path, outcome: 'fits' }, reply };
  } catch (error) {
    const mismatch = isApiError(error) && error.kind === 'malformed';
    return {
      result: {
        name: entry.name,
        path: entry.path,
        outcome: mismatch ? 'mismatch' : 'refused',
        detail: mismatch ? describeMismatch(error) : describeRefusal(error),
      },
    };
  }
}

/**
 * Calls every read of the contract against a deployment, as the portal would (same clients,
 * headers and schemas), and says for each whether the reply fits. Ids for detail reads come from
 * the list replies before them, so no fixture of ours is assumed. Nothing is written.
 */
export async function checkContract(options: CheckContractOptions): Promise<ContractCheckResult[]> {
  const origin = options.origin.replace(/\/+$/, '');
  const config = mergePortalConfig(defaultPortalConfig, { pcApi: { prefix: `${origin}/pcApi/` }, liveApi: { prefix: `${origin}/apiLive` } });
  let tenantId = options.tenantId ?? '';
  const clientsFor = (token: string, site?: 'admin') =>
    createPortalClients(config, {
      identity: { tenantId: () => tenantId, visitorId: () => 'contract-check', token: () => token },
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(site ? { site } : {}),
    });
  const clients = clientsFor(options.token);
  const adminClients = options.adminToken ? clientsFor(options.adminToken, 'admin') : undefined;
  const results: ContractCheckResult[] = [];
  const record = (result: ContractCheckResult) => {
    results.push(result);
    options.onResult?.(result);
  };

  // The tenant comes first, as at the portal's start-up: every later call carries it.
  const subSite: ContractRead = { name: 'fetchSubSiteConfig', path: siteConfigPaths.subSite, call: ({ pc }) => fetchSubSiteConfig(pc, options.siteAddress ?? origin) };
  const first = await attempt(subSite, () => subSite.call(clients, {} as Required<FoundIds>));
  record(first.result);
  if (!tenantId && first.reply) tenantId = (first.reply as { tenantId: string }).tenantId;

  const ids: FoundIds = {};
  let waiting = [...contractReads(options.year ?? new Date().getFullYear())];
  // Reads go in table order; one that needs an id waits until a reply offers it.
  while (waiting.length > 0) {
    const ready = waiting.filter((entry) => (!entry.admin || adminClients) && (entry.needs ?? []).every((need) => ids[need] !== undefined));
    if (ready.length === 0) break;
    waiting = waiting.filter((entry) => !ready.includes(entry));
    for (const entry of ready) {
      const { result, reply } = await attempt(entry, () => entry.call((entry.admin ? adminClients : undefined) ?? clients, ids as Required<FoundIds>));
      record(result);
      if (reply !== undefined && entry.finds) {
        for (const [name, id] of Object.entries(entry.finds(reply)) as [Found, string][]) ids[name] ??= id;
      }
    }
  }
  for (const entry of waiting) {
    const missing = (entry.needs ?? []).filter((need) => ids[need] === undefined);
    const detail = entry.admin && !adminClients ? 'an administrator’s read: give an administrator’s token' : `no reply offered ${missing.join(', ')}`;
    record({ name: entry.name, path: entry.path, outcome: 'skipped', detail });
  }
  return results;
}

/** The report as text: one line per read that did not fit, then the counts. */
export function formatContractReport(results: readonly ContractCheckResult[]): string {
  const count = (outcome: ContractCheckResult['outcome']) => results.filter((result) => result.outcome === outcome).length;
  const lines = results
    .filter((result) => result.outcome !== 'fits')
    .map((result) => `${result.outcome.padEnd(8)} ${result.name} (${result.path})${result.detail ? `: ${result.detail}` : ''}`);
  lines.push(
    `${results.length} reads: ${count('fits')} fit, ${count('mismatch')} do not match their schema, ${count('refused')} refused, ${count('skipped')} skipped`,
  );
  return lines.join('\n');
}
