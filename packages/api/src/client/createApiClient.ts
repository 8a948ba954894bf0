import ky, { HTTPError, NetworkError, TimeoutError, type KyInstance } from 'ky';
import { ApiError } from './ApiError';
import { describeFailure } from './errorCatalogue';
import { isEnvelope, normalisePath, pathsAcceptedWithoutSuccess, type ApiEnvelope } from './envelope';
import type { ClientEndpoint } from '../config/portalConfig';

/** Where the per-request identity headers come from; read at each call, never cached. */
export interface RequestIdentity {
  tenantId(): string;
  visitorId(): string;
  token(): string;
  /**
   * Resolves when a call to `path` may go: the portal holds every call but the configuration's
   * until the tenant id is known (docs/product/session.md#route-guard), so none goes out with an empty `tenantId`. Calls
   * go at once without it.
   */
  ready?(path: string): Promise<void>;
}

export interface CreateApiClientOptions {
  endpoint: ClientEndpoint;
  deviceId: string;
  identity: RequestIdentity;
  /** Replaces the global fetch (tests, server-side rendering). */
  fetch?: typeof fetch;
  /**
   * The admin site says so on every call (`X-Portal-Site: admin`), so the gateway can refuse an
   * administrator whose extra verification is still owed (docs/product/admin.md#extra-verification). The portal sends nothing.
   */
  site?: 'admin';
  /**
   * Told about every failed call that is not `silent` (the app passes its failure notifier,
   * which shows the catalogue's message or ends the session). The call rejects either way.
   */
  onFailure?: (error: ApiError) => void;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  /** The caller shows its own message for a failure (e.g. the video player pausing). */
  silent?: boolean;
  /**
   * The caller shows a refusal or failure itself, beside what the learner typed, so the
   * notifier's toast would only repeat it; a failure that ends the session (docs/product/session.md#session-end-by-the-server) is still
   * reported, so the learner is signed out as from any other call.
   */
  ownMessage?: boolean;
}

/** Whether onFailure hears of a failed call made with these options. */
function reported(failure: ApiError, callOptions: CallOptions): boolean {
  if (callOptions.silent) return false;
  if (!callOptions.ownMessage) return true;
  const action = describeFailure(failure).action;
  return action === 'endSession' || action === 'endSessionLater';
}

export interface PostOptions extends CallOptions {
  /** Send the body form-encoded instead of as JSON. */
  form?: boolean;
  /** Extra headers for this call only. */
  headers?: Record<string, string>;
}

/** A portal HTTP client: every method resolves to the reply envelope or rejects with an `ApiError`. */
export interface ApiClient {
  get<T>(path: string, query?: Record<string, QueryValue>, options?: CallOptions): Promise<ApiEnvelope<T>>;
  post<T>(path: string, body?: unknown, options?: PostOptions): Promise<ApiEnvelope<T>>;
}

/** Header names (docs/product/platform.md#identity-headers). [A] The fingerprint header's name is not shown; ours is `fingerprint`. */
export const identityHeaderNames = {
  requestedWith: 'X-Requested-With',
  tenantId: 'tenantId',
  deviceId: 'deviceId',
  fingerprint: 'fingerprint',
  token: 'token',
  site: 'X-Portal-Site',
} as const;

function toSearchParams(query: Record<string, QueryValue> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

function toFormBody(body: unknown): URLSearchParams {
  if (body instanceof URLSearchParams) return body;
  return toSearchParams((body ?? {}) as Record<string, QueryValue>);
}

async function readErrorMessage(error: HTTPError): Promise<string | undefined> {
  const data = error.data;
  if (isEnvelope(data) && typeof data.message === 'string' && data.message !== '') return data.message;
  if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message || undefined;
  }
  return undefined;
}

async function toApiError(error: unknown, path: string): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof TimeoutError) return new ApiError({ kind: 'timeout', path, cause: error });
  if (error instanceof HTTPError) {
    return new ApiError({
      kind: 'http',
      path,
      status: error.response.status,
      serverMessage: await readErrorMessage(error),
      body: error.data,
      cause: error,
    });
  }
  if (error instanceof NetworkError || error instanceof TypeError) {
    return new ApiError({ kind: 'network', path, cause: error });
  }
  return new ApiError({ kind: 'network', path, cause: error });
}

/**
 * Builds one of the portal's clients (A for `/pcApi/`, B for `/apiLive`). Retries are off:
 * a repeated POST could enrol twice or submit a paper twice; callers that can retry safely
 * do so themselves and say so.
 */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const { endpoint, deviceId, identity } = options;
  const http: KyInstance = ky.create({
    prefix: endpoint.prefix,
    timeout: endpoint.timeoutMs,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          // A call's own headers (a POST may add some, docs/product/platform.md#clients) win over the identity's:
          // the logout names the session it ends, whatever the storage holds by then.
          const setUnlessGiven = (name: string, value: string) => {
            if (!request.headers.has(name)) request.headers.set(name, value);
          };
          request.headers.set(identityHeaderNames.requestedWith, 'XMLHttpRequest');
          setUnlessGiven(identityHeaderNames.tenantId, identity.tenantId());
          request.headers.set(identityHeaderNames.deviceId, deviceId);
          setUnlessGiven(identityHeaderNames.fingerprint, identity.visitorId());
          setUnlessGiven(identityHeaderNames.token, identity.token());
          if (options.site) request.headers.set(identityHeaderNames.site, options.site);
        },
      ],
    },
  });

  async function call<T>(path: string, send: (input: string) => Promise<Response>, callOptions: CallOptions = {}): Promise<ApiEnvelope<T>> {
    try {
      return await request<T>(path, send);
    } catch (error) {
      const failure = await toApiError(error, normalisePath(path));
      if (reported(failure, callOptions)) options.onFailure?.(failure);
      throw failure;
    }
  }

  async function request<T>(path: string, send: (input: string) => Promise<Response>): Promise<ApiEnvelope<T>> {
    const input = normalisePath(path);
    await identity.ready?.(input);
    let response: Response;
    try {
      response = await send(input);
    } catch (error) {
      throw await toApiError(error, input);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new ApiError({ kind: 'malformed', path: input, cause: error });
    }
    if (pathsAcceptedWithoutSuccess.has(input)) return body as ApiEnvelope<T>;
    if (!isEnvelope(body)) throw new ApiError({ kind: 'malformed', path: input, body });
    if (!body.success) {
      throw new ApiError({ kind: 'business', path: input, serverMessage: body.message || undefined, body });
    }
    return body as ApiEnvelope<T>;
  }

  return {
    get: (path, query, callOptions) => call(path, (input) => http.get(input, { searchParams: toSearchParams(query) }), callOptions),
    post: (path, body, postOptions = {}) =>
      call(path, (input) =>
        http.post(input, {
          ...(postOptions.form
            ? { body: toFormBody(body) }
            : { json: body ?? {}, headers: { 'Content-Type': 'application/json;charset=UTF-8', ...postOptions.headers } }),
          ...(postOptions.form && postOptions.headers ? { headers: postOptions.headers } : {}),
        }),
        postOptions,
      ),
  };
}
