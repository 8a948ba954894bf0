/**
 * How a call failed. Every failure of every call is one of these, so callers switch on
 * `kind` instead of probing ky's, fetch's and the server's error shapes.
 *
 * - `network`: no response (offline, refused, aborted by the network);
 * - `timeout`: no response within the client's timeout;
 * - `http`: a response with a non-2xx status (`status` set; `message` is the server's, if any);
 * - `business`: a 2xx reply whose body says `success: false` (`message` is the server's);
 * - `malformed`: a 2xx reply that is not the portal's JSON envelope.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'business' | 'malformed';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  /** The call's path as the caller wrote it, e.g. `api/portal/config`. */
  path: string;
  /** HTTP status, for `http` errors. */
  status?: number;
  /** The server's own message, when it sent one. */
  serverMessage?: string;
  /** The reply body, when there was one. */
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly path: string;
  readonly status: number | undefined;
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(details: ApiErrorDetails) {
    super(
      details.serverMessage ??
        `${details.kind}${details.status === undefined ? '' : ` ${details.status}`} on ${details.path}`,
      { cause: details.cause },
    );
    this.kind = details.kind;
    this.path = details.path;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.body = details.body;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
