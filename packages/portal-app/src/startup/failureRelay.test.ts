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
