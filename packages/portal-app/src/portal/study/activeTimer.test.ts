import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActiveTimer } from './activeTimer';

describe('createActiveTimer: due after each interval of active time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is due every 60 s while active, and never while suspended', () => {
    const due = vi.fn();
    const timer = createActiveTimer(60_000, due);
    vi.advanceTimersByTime(120_000);
    expect(due).not.toHaveBeenCalled();

    timer.resume();
    vi.advanceTimersByTime(59_999);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(due).toHaveBeenCalledTimes(2);

    timer.suspend();
    vi.advanceTimersByTime(600_000);
    expect(due).toHaveBeenCalledTimes(2);
  });

  it('adds up active time split by pauses: 40 s, a long pause, then 20 s', () => {
    const due = vi.fn();
    const timer = createActiveTimer(60_000, due);
    timer.resume();
    vi.advanceTimersByTime(40_000);
    timer.suspend();
    vi.advanceTimersByTime(300_000);
    timer.resume();
    vi.advanceTimersByTime(19_999);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('ignores a second resume, which would otherwise restart the count', () => {
    const due = vi.fn();
    const timer = createActiveTimer(60_000, due);
    timer.resume();
    vi.advanceTimersByTime(30_000);
    timer.resume();
    vi.advanceTimersByTime(30_000);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('take() hands over the active time counted so far and starts afresh', () => {
    const due = vi.fn();
    const timer = createActiveTimer(10_000, due);
    timer.resume();
    vi.advanceTimersByTime(4_000);
    timer.suspend();
    vi.advanceTimersByTime(50_000);
    expect(timer.elapsed()).toBe(4_000);
    expect(timer.take()).toBe(4_000);
    expect(timer.take()).toBe(0);
    timer.resume();
    vi.advanceTimersByTime(9_999);
    expect(due).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('stops for good when disposed', () => {
    const due = vi.fn();
    const timer = createActiveTimer(1_000, due);
    timer.resume();
    timer.dispose();
    vi.advanceTimersByTime(10_000);
    expect(due).not.toHaveBeenCalled();
    expect(timer.active).toBe(false);
  });
});
