import useSWR, { preload, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError';
import type { ApiClient, CallOptions } from '../client/createApiClient';
import type { PortalClients } from '../client/portalClients';
import { usePortalClients } from '../provider/ApiProvider';

/**
 * Every read's cache key starts with its call path, then its parameters: `[path, params]`.
 * Mutations revalidate by path, so they never need to know a screen's exact parameters.
 */
export type ReadKey = readonly [path: string, params?: unknown];

/**
 * The one way a hook reads: SWR over a fetcher that gets the portal clients. A `null` key
 * waits (e.g. until an id is known).
 */
export function useApiRead<T>(
  key: ReadKey | null,
  fetcher: (clients: PortalClients) => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  const clients = usePortalClients();
  return useSWR<T, ApiError>(key, () => fetcher(clients), config);
}

/**
 * Starts a read before the screen that shows it has loaded (a first page's data asked for at
 * start-up, alongside the screen's code). The hook with the same key, when it mounts, takes
 * this request over instead of making its own; a failure reaches it the same way.
 */
export function preloadApiRead<T>(clients: PortalClients, key: ReadKey, fetcher: (clients: PortalClients) => Promise<T>): void {
  preload(key, () => fetcher(clients)).catch(() => undefined);
}

/** The clients with `options` added to every call, for a write made on the caller's terms. */
function clientsWith(clients: PortalClients, options: CallOptions): PortalClients {
  const withOptions = (client: ApiClient): ApiClient => ({
    get: (path, query, own) => client.get(path, query, { ...options, ...own }),
    post: (path, body, own) => client.post(path, body, { ...options, ...own }),
  });
  return { pc: withOptions(clients.pc), live: withOptions(clients.live) };
}

/**
 * A write that refreshes what it changes: runs `write`, then revalidates every cached read
 * whose path is in `affects`. Resolves with the write's result; rejects with its ApiError.
 * `options` apply to the write's calls: `{ ownMessage: true }` where the screen shows the
 * refusal itself, beside the form, so the failure toast does not say it a second time.
 */
export function useApiWrite<A, R>(write: (clients: PortalClients, args: A) => Promise<R>, affects: readonly string[]) {
  const clients = usePortalClients();
  const { mutate } = useSWRConfig();
  return async (args: A, options?: CallOptions): Promise<R> => {
    const result = await write(options ? clientsWith(clients, options) : clients, args);
    await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && affects.includes(key[0]));
    return result;
  };
}
