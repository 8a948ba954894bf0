import { describe, expect, it, vi } from 'vitest';
import { createFailureRelay } from './failureRelay';

describe('failure relay', () => {
  it('keeps messages until the toasts connect, then passes them straight on', () => {
    const relay = createFailureRelay();
    relay.notify('系统异常', 'error');
    const listener = vi.fn();
    const disconnect = relay.connect(listener);
    expect(listener).toHaveBeenCalledWith('系统异常', 'error');
    relay.notify('身份已过期，请重新登录', 'warning');
    expect(listener).toHaveBeenLastCalledWith('身份已过期，请重新登录', 'warning');
    disconnect();
    relay.notify('later', 'error');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('failure relay, on screen', () => {
  it('resolves each message once the toasts report it on screen, also for one that waited for them', async () => {
    const relay = createFailureRelay();
    let early = false;
    void relay.notify('系统异常', 'error').then(() => (early = true));
    let paint = () => undefined as void;
    relay.connect(() => new Promise<void>((resolve) => (paint = resolve)));
    await Promise.resolve();
    expect(early).toBe(false);
    paint();
    await vi.waitFor(() => expect(early).toBe(true));
  });
});
