import { useCallback, useState } from 'react';
import useSWR, { mutate, preload, unstable_serialize, useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError';
import type { ApiClient, CallOptions } from '../client/createApiClient';
import type { PortalClients } from '../client/portalClients';
import { usePortalClients } from '../provider/ApiProvider';

/**
 * Every read's cache key starts with its call path, then its parameters: `[path, params]`.
 * Mutations revalidate by path, so they never need to know a screen's exact parameters.
 */
export type ReadKey = readonly [path: string, params?: unknown];

/** How often SWR tries a failing read again on its own before it waits for the learner. */
export const backgroundRetries = 3;

// Reads whose failure the learner has been told of in this visit of the screen, by cache key.
// Their later failures (SWR's own retries, a refocus, another hook on the key) are quiet,
// except one that ends the session: the learner hears of a failure once (docs/failures.md).
const toldFailures = new Set<string>();

/**
 * The one way a hook reads: SWR over a fetcher that gets the portal clients. A `null` key
 * waits (e.g. until an id is known). A failure is told once per visit of the screen: the
 * first is reported, SWR retries a few times in silence, then waits; `mutate()` (the
 * learner's 重试) may tell it again.
 */
export function useApiRead<T>(
  key: ReadKey | null,
  fetcher: (clients: PortalClients) => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  const clients = usePortalClients();
  const id = key ? unstable_serialize(key) : '';
  // A new visit (this hook instance, or a new key) tells a failure again. Decided while
  // rendering, because SWR asks its fetcher before effects run.
  const [visited, setVisited] = useState(() => {
    toldFailures.delete(id);
    return id;
  });
  if (visited !== id) {
    setVisited(id);
    toldFailures.delete(id);
  }
  const response = useSWR<T, ApiError>(key, () => fetcher(toldFailures.has(id) ? clientsWith(clients, { ownMessage: true }) : clients), {
    errorRetryCount: backgroundRetries,
    ...config,
    onError: (error, errorKey, settings) => {
      toldFailures.add(id);
      config?.onError?.(error, errorKey, settings);
    },
    onSuccess: (data, successKey, settings) => {
      toldFailures.delete(id);
      config?.onSuccess?.(data, successKey, settings);
    },
  });
  const revalidate = response.mutate;
  const retry = useCallback<typeof revalidate>(
    (...args) => {
      toldFailures.delete(id);
      return revalidate(...args);
    },
    [id, revalidate],
  );
  // SWR renders again only for the fields a screen reads (its getters track them): the
  // learner's retry goes beside getters that still ask SWR, not copies of its values.
  return {
    get data() {
      return response.data;
    },
    get error() {
      return response.error;
    },
    get isValidating() {
      return response.isValidating;
    },
    get isLoading() {
      return response.isLoading;
    },
    mutate: retry,
  };
}

/** The preloaded reads whose replies have not come yet. */
const pendingPreloads = new Set<Promise<void>>();

/**
 * Starts a read before the hook that shows it has mounted (the configuration, the session's
 * user, a first page's data, asked for at start-up alongside the code). The reply also goes
 * into the cache, so a hook that mounts after it has come draws the data in its first render,
 * in whatever render mounts it, instead of drawing a loading state and then the data in a
 * render of its own. That hook still takes this request over instead of making its own; a
 * failure reaches it the same way, and is never cached.
 */
export function preloadRead<T>(key: ReadKey, load: () => Promise<T>): void {
  const settled: Promise<void> = preload(key, load)
    .then(async (data) => {
      await mutate(key, data, { revalidate: false });
    })
    // A failed read is the hook's to report; a failed cache write only loses the head start.
    .catch(() => undefined)
    .finally(() => pendingPreloads.delete(settled));
  pendingPreloads.add(settled);
}

/** Resolves once every read preloaded so far has come back or failed; never rejects. */
export async function preloadsSettled(): Promise<void> {
  await Promise.all(pendingPreloads);
}

/** `preloadRead` for a fetcher over the portal clients (a screen's reads). */
export function preloadApiRead<T>(clients: PortalClients, key: ReadKey, fetcher: (clients: PortalClients) => Promise<T>): void {
  preloadRead(key, () => fetcher(clients));
}

/** The clients with `options` added to every call, for a write made on the caller's terms. */
function clientsWith(clients: PortalClients, options: CallOptions): PortalClients {
  const withOptions = (client: ApiClient): ApiClient => ({
    get: (path, query, own) => client.get(path, query, { ...options, ...own }),
    post: (path, body, own) => client.post(path, body, { ...options, ...own }),
  });
  return { ...clients, pc: withOptions(clients.pc), live: withOptions(clients.live) };
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
