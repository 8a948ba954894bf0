import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { failureMessages, sessionEndDelayMs } from './errorCatalogue';
import { createFailureNotifier } from './failureNotifier';

const http = (status: number, serverMessage?: string) => new ApiError({ kind: 'http', path: 'api/x', status, ...(serverMessage ? { serverMessage } : {}) });

function setup() {
  const notify = vi.fn();
  const endSession = vi.fn();
  const notifier = createFailureNotifier({ notify, endSession });
  return { notify, endSession, notifier };
}

describe('the HTTP error catalogue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['no response, network error', new ApiError({ kind: 'network', path: 'p' }), failureMessages.network],
    ['no response otherwise (timeout)', new ApiError({ kind: 'timeout', path: 'p' }), failureMessages.noResponse],
    ['502', http(502), failureMessages.badGateway],
    ['404', http(404), failureMessages.notFound],
    ['a business failure, with the server message', new ApiError({ kind: 'business', path: 'p', serverMessage: '验证码错误' }), '验证码错误'],
  ])('%s: shows its message and keeps the session', (_name, error, message) => {
    const { notify, endSession, notifier } = setup();
    expect(notifier.handle(error).action).toBe('show');
    expect(notify).toHaveBeenCalledWith(message, 'error');
    vi.advanceTimersByTime(10_000);
    expect(endSession).not.toHaveBeenCalled();
  });

  it.each([
    ['502', new ApiError({ kind: 'http', path: 'api/dictionary/list/COURSE_CATEGORY', status: 502 })],
    ['a network error', new ApiError({ kind: 'network', path: 'api/dictionary/runtime/SEARCH_TYPE' })],
  ])('a dictionary failing with %s says 请求数据失败 and its address', (_name, error) => {
    const { notify, notifier } = setup();
    notifier.handle(error);
    expect(notify).toHaveBeenCalledWith(`请求数据失败：${error.path}`, 'error');
  });

  it('a dictionary call that ends the session still ends it, with the session text', () => {
    const { notify, endSession, notifier } = setup();
    notifier.handle(new ApiError({ kind: 'http', path: 'api/dictionary/list/X', status: 401 }));
    expect(notify).toHaveBeenCalledWith(failureMessages.identityExpired, 'error');
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('401: shows the server message, else 身份已过期, and ends the session at once', () => {
    const { notify, endSession, notifier } = setup();
    notifier.handle(http(401));
    expect(notify).toHaveBeenCalledWith(failureMessages.identityExpired, 'error');
    expect(endSession).toHaveBeenCalledTimes(1);
    const second = setup();
    second.notifier.handle(http(401, '登录已失效'));
    expect(second.notify).toHaveBeenCalledWith('登录已失效', 'error');
  });

  it.each([403, 409])('%i: warns with the server message, then ends the session after 1.5 s', (status) => {
    const { notify, endSession, notifier } = setup();
    notifier.handle(http(status, '您的账号已在别处登录'));
    expect(notify).toHaveBeenCalledWith('您的账号已在别处登录', 'warning');
    vi.advanceTimersByTime(sessionEndDelayMs - 1);
    expect(endSession).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('other statuses reject without a message', () => {
    const { notify, endSession, notifier } = setup();
    expect(notifier.handle(http(500)).action).toBe('reject');
    expect(notifier.handle(http(418)).action).toBe('reject');
    expect(notify).not.toHaveBeenCalled();
    expect(endSession).not.toHaveBeenCalled();
  });

  it('ten calls failing with 409 at once end the session once, with one message', () => {
    const { notify, endSession, notifier } = setup();
    for (let i = 0; i < 10; i += 1) notifier.handle(http(409, '您的账号已在别处登录'));
    notifier.handle(new ApiError({ kind: 'network', path: 'p' }));
    vi.advanceTimersByTime(sessionEndDelayMs * 3);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('shows a repeated message once within a second, and again later', () => {
    const { notify, notifier } = setup();
    notifier.handle(http(502));
    notifier.handle(http(502));
    expect(notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    notifier.handle(http(502));
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('ends no session when none is stored: a 401 on an anonymous read is told, never looped into a logout', () => {
    const notify = vi.fn();
    const endSession = vi.fn();
    const stored = { token: '' };
    const notifier = createFailureNotifier({ notify, endSession, hasSession: () => stored.token !== '' });
    notifier.handle(http(401));
    vi.advanceTimersByTime(sessionEndDelayMs * 3);
    expect(endSession).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith(failureMessages.identityExpired, 'error');
    // Signed in again, a 401 ends that session, once.
    stored.token = 'tok';
    notifier.handle(http(401));
    notifier.handle(http(401));
    expect(endSession).toHaveBeenCalledTimes(1);
  });
});
