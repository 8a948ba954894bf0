import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { failureMessages, sessionEndDelayMs } from './errorCatalogue';
import { createFailureNotifier } from './failureNotifier';

const http = (status: number, serverMessage?: string) => new ApiError({ kind: 'http', path: 'api/x', status, ...(serverMessage ? { serverMessage } : {}) });

/** A display whose message is painted when the test says so. */
function onScreen() {
  let paint = () => undefined as void;
  const notify = vi.fn(() => new Promise<void>((resolve) => (paint = resolve)));
  return { notify, paint: () => paint() };
}

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

  it('a dictionary call that ends the session still ends it, with the session text', async () => {
    const { notify, endSession, notifier } = setup();
    notifier.handle(new ApiError({ kind: 'http', path: 'api/dictionary/list/X', status: 401 }));
    expect(notify).toHaveBeenCalledWith(failureMessages.identityExpired, 'error');
    await vi.advanceTimersByTimeAsync(0);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('401: shows the server message, else 身份已过期, and ends the session once it is on screen', async () => {
    const screen = onScreen();
    const endSession = vi.fn();
    const notifier = createFailureNotifier({ notify: screen.notify, endSession });
    notifier.handle(http(401));
    expect(screen.notify).toHaveBeenCalledWith(failureMessages.identityExpired, 'error');
    await vi.advanceTimersByTimeAsync(100);
    expect(endSession).not.toHaveBeenCalled();
    screen.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(endSession).toHaveBeenCalledTimes(1);
    const second = setup();
    second.notifier.handle(http(401, '登录已失效'));
    expect(second.notify).toHaveBeenCalledWith('登录已失效', 'error');
  });

  it.each([403, 409])('%i: warns with the server message, then ends the session 1.5 s after the warning is on screen', async (status) => {
    const screen = onScreen();
    const endSession = vi.fn();
    const notifier = createFailureNotifier({ notify: screen.notify, endSession });
    notifier.handle(http(status, '您的账号已在别处登录'));
    expect(screen.notify).toHaveBeenCalledWith('您的账号已在别处登录', 'warning');
    // The toast's code is slow to come: the reading time has not started.
    await vi.advanceTimersByTimeAsync(1000);
    screen.paint();
    await vi.advanceTimersByTimeAsync(sessionEndDelayMs - 1);
    expect(endSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('ends the session anyway when its warning cannot be shown', async () => {
    const endSession = vi.fn();
    const notifier = createFailureNotifier({ notify: () => new Promise<void>(() => undefined), endSession }, { shownWaitMs: 3000 });
    notifier.handle(http(403));
    await vi.advanceTimersByTimeAsync(3000 + sessionEndDelayMs - 1);
    expect(endSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('other statuses reject without a message', () => {
    const { notify, endSession, notifier } = setup();
    expect(notifier.handle(http(500)).action).toBe('reject');
    expect(notifier.handle(http(418)).action).toBe('reject');
    expect(notify).not.toHaveBeenCalled();
    expect(endSession).not.toHaveBeenCalled();
  });

  it('ten calls failing with 409 at once end the session once, with one message', async () => {
    const { notify, endSession, notifier } = setup();
    for (let i = 0; i < 10; i += 1) notifier.handle(http(409, '您的账号已在别处登录'));
    notifier.handle(new ApiError({ kind: 'network', path: 'p' }));
    await vi.advanceTimersByTimeAsync(sessionEndDelayMs * 3);
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

  it('ends no session when none is stored, and never tells a visitor to log in again', async () => {
    const notify = vi.fn();
    const endSession = vi.fn();
    const stored = { token: '' };
    const notifier = createFailureNotifier({ notify, endSession, hasSession: () => stored.token !== '' });
    for (const status of [401, 403, 409]) notifier.handle(http(status));
    notifier.handle(http(401, '登录已过期，请重新登录'));
    await vi.advanceTimersByTimeAsync(sessionEndDelayMs * 3);
    expect(endSession).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    // Signed in again, a 401 ends that session, once.
    stored.token = 'tok';
    notifier.handle(http(401));
    notifier.handle(http(401));
    await vi.advanceTimersByTimeAsync(0);
    expect(endSession).toHaveBeenCalledTimes(1);
  });
});
