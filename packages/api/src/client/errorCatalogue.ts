import type { ApiError } from './ApiError';

/**
 * What the portal does about a failed call (docs/product/platform.md#http-failures):
 * - `show`: show the message; the call rejects;
 * - `endSession`: show the message and end the session at once;
 * - `endSessionLater`: warn, then end the session after `sessionEndDelayMs` (403, 409);
 * - `reject`: say nothing; the call rejects and its caller decides.
 */
export type FailureAction = 'show' | 'endSession' | 'endSessionLater' | 'reject';

export interface FailureOutcome {
  action: FailureAction;
  /** The text shown to the learner; absent for `reject`. */
  message?: string;
  tone: 'error' | 'warning';
}

/** The warning stays 1.5 s before the session ends (docs/product/session.md#session-end-by-the-server). */
export const sessionEndDelayMs = 1500;

/** The catalogue's own texts, in one place. [A] The product paraphrases them; the wording is ours. */
export const failureMessages = {
  network: '网络已断开，请检查网络连接',
  noResponse: '系统异常',
  badGateway: '链接超时，请联系管理员',
  notFound: '请求的路径不存在',
  identityExpired: '身份已过期，请重新登录',
  malformed: '系统异常',
  business: '操作失败，请稍后再试',
} as const;

/**
 * Calls whose shown failures have a text of their own (docs/product/platform.md#other-failures), whatever went wrong:
 * a dictionary says which one could not be read.
 */
const ownFailureTexts: ReadonlyArray<{ path: RegExp; message: (path: string) => string }> = [
  { path: /^api\/dictionary\//, message: (path) => `请求数据失败：${path}` },
];

/** Maps a failure to its outcome (docs/product/platform.md#http-failures). One table, so a change of reading is made in one place. */
export function describeFailure(error: ApiError): FailureOutcome {
  const outcome = describeByKind(error);
  if (outcome.action !== 'show') return outcome;
  const own = ownFailureTexts.find(({ path }) => path.test(error.path));
  return own ? { ...outcome, message: own.message(error.path) } : outcome;
}

function describeByKind(error: ApiError): FailureOutcome {
  switch (error.kind) {
    case 'network':
      return { action: 'show', message: failureMessages.network, tone: 'error' };
    case 'timeout':
      return { action: 'show', message: failureMessages.noResponse, tone: 'error' };
    case 'malformed':
      return { action: 'show', message: failureMessages.malformed, tone: 'error' };
    case 'business':
      return { action: 'show', message: error.serverMessage ?? failureMessages.business, tone: 'error' };
    case 'http':
      switch (error.status) {
        case 502:
          return { action: 'show', message: failureMessages.badGateway, tone: 'error' };
        case 404:
          return { action: 'show', message: failureMessages.notFound, tone: 'error' };
        case 401:
          return { action: 'endSession', message: error.serverMessage ?? failureMessages.identityExpired, tone: 'error' };
        case 403:
          return { action: 'endSessionLater', message: error.serverMessage ?? failureMessages.identityExpired, tone: 'warning' };
        case 409:
          return { action: 'endSessionLater', message: error.serverMessage ?? failureMessages.identityExpired, tone: 'warning' };
        default:
          return { action: 'reject', tone: 'error' };
      }
  }
}
