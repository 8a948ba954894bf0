// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livePageOf } from './addresses';
import { liveStage, useLiveStage, type LiveTiming } from './liveStage';

// The fixtures' times are China wall-clock times read as the viewer's local time, as the pages do.
const at = (text: string) => new Date(text).getTime();
const upcoming: LiveTiming = { status: 'upcoming', startTime: '2026-03-20 15:00:00', replayAvailable: false };

describe('the stage of a live stream', () => {
  it('counts down to an upcoming stream’s announced start', () => {
    expect(liveStage(upcoming, at('2026-03-16T09:30:00'))).toEqual({ kind: 'countdown', startsAt: at('2026-03-20T15:00:00') });
  });

  it('says the host is about to start once the start has passed but the server still says upcoming', () => {
    expect(liveStage(upcoming, at('2026-03-20T15:00:00'))).toEqual({ kind: 'starting' });
    expect(liveStage(upcoming, at('2026-03-21T08:00:00'))).toEqual({ kind: 'starting' });
  });

  it('never counts down to a start time it cannot read', () => {
    expect(liveStage({ ...upcoming, startTime: '待定' }, at('2026-03-16T09:30:00'))).toEqual({ kind: 'starting' });
    expect(liveStage({ ...upcoming, startTime: null }, at('2026-03-16T09:30:00'))).toEqual({ kind: 'starting' });
  });

  it('follows the server for streams on now and over, whatever the clock says', () => {
    // The server said live before the announced start: the host began early.
    expect(liveStage({ ...upcoming, status: 'live' }, at('2026-03-20T14:50:00'))).toEqual({ kind: 'live' });
    expect(liveStage({ ...upcoming, status: 'ended', replayAvailable: true }, at('2026-03-16T09:30:00'))).toEqual({ kind: 'ended', replay: true });
    expect(liveStage({ ...upcoming, status: 'ended' }, at('2026-03-16T09:30:00'))).toEqual({ kind: 'ended', replay: false });
  });

  it('reads 10-digit timestamps as seconds', () => {
    const start = at('2026-03-20T15:00:00');
    expect(liveStage({ ...upcoming, startTime: String(start / 1000) }, start - 1000)).toEqual({ kind: 'countdown', startsAt: start });
  });
});

describe('useLiveStage on a fake clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(at('2026-03-20T14:59:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves from the countdown to 即将开播 when the start arrives, and asks the server once', () => {
    const onStart = vi.fn();
    const { result } = renderHook(() => useLiveStage(upcoming, { onStart }));
    expect(result.current?.kind).toBe('countdown');

    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current?.kind).toBe('countdown');
    expect(onStart).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toEqual({ kind: 'starting' });
    expect(onStart).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('takes the server’s news when it comes: a stream that went live stops counting', () => {
    const onStart = vi.fn();
    const { result, rerender } = renderHook(({ live }) => useLiveStage(live, { onStart }), { initialProps: { live: upcoming } });
    rerender({ live: { ...upcoming, status: 'live' } });
    expect(result.current).toEqual({ kind: 'live' });
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(onStart).not.toHaveBeenCalled();
  });

  it('waits for starts further away than a browser timer reaches', () => {
    const farAway: LiveTiming = { ...upcoming, startTime: '2026-05-01 09:00:00' };
    const onStart = vi.fn();
    const { result } = renderHook(() => useLiveStage(farAway, { onStart }));
    // 2026-03-20 14:59 to 2026-05-01 09:00 is 41 days and 18 hours and a minute.
    act(() => vi.advanceTimersByTime(25 * 24 * 3600_000));
    expect(result.current?.kind).toBe('countdown');
    expect(onStart).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(at('2026-05-01T09:00:00') - Date.now() - 1));
    expect(result.current?.kind).toBe('countdown');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ kind: 'starting' });
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('has no stage until the stream has loaded', () => {
    const { result } = renderHook(() => useLiveStage(undefined));
    expect(result.current).toBeUndefined();
  });
});

describe('which page a stream in the list opens', () => {
  it('opens the live page for streams to come or on now, the offline page for on-site events and streams over', () => {
    expect(livePageOf({ id: 'live-03', mode: 'online', status: 'upcoming' })).toBe('/liveDetail?id=live-03');
    expect(livePageOf({ id: 'live-01', mode: 'online', status: 'live' })).toBe('/liveDetail?id=live-01');
    expect(livePageOf({ id: 'live-06', mode: 'online', status: 'ended' })).toBe('/liveOfflinedetail?id=live-06');
    expect(livePageOf({ id: 'live-05', mode: 'offline', status: 'upcoming' })).toBe('/liveOfflinedetail?id=live-05');
    expect(livePageOf({ id: 'a&b', mode: 'online', status: 'live' })).toBe('/liveDetail?id=a%26b');
  });
});
