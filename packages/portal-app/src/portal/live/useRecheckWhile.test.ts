// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRecheckWhile, waitingRecheckMs } from './useRecheckWhile';

describe('asking again while waiting for the host', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks every 30 s while waiting, and stops once the wait is over', () => {
    const recheck = vi.fn();
    const { rerender } = renderHook(({ waiting }) => useRecheckWhile(waiting, recheck), { initialProps: { waiting: true } });
    vi.advanceTimersByTime(waitingRecheckMs - 1);
    expect(recheck).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(recheck).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2 * waitingRecheckMs);
    expect(recheck).toHaveBeenCalledTimes(3);

    rerender({ waiting: false });
    vi.advanceTimersByTime(10 * waitingRecheckMs);
    expect(recheck).toHaveBeenCalledTimes(3);
  });

  it('never asks when there is nothing to wait for', () => {
    const recheck = vi.fn();
    const { unmount } = renderHook(() => useRecheckWhile(false, recheck));
    vi.advanceTimersByTime(10 * waitingRecheckMs);
    unmount();
    expect(recheck).not.toHaveBeenCalled();
  });

  it('stops when the page is left', () => {
    const recheck = vi.fn();
    const { unmount } = renderHook(() => useRecheckWhile(true, recheck));
    unmount();
    vi.advanceTimersByTime(10 * waitingRecheckMs);
    expect(recheck).not.toHaveBeenCalled();
  });
});
