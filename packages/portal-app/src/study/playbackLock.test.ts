import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaybackLock, heartbeatMs, silentAfterMs, type PlaybackSignal, type SignalChannel } from './playbackLock';

/** Tabs on one BroadcastChannel: each hears the others, never itself, at once. */
function channelHub() {
  const members = new Set<{ listeners: Set<(event: MessageEvent) => void> }>();
  const sent: PlaybackSignal[] = [];
  const open = (): SignalChannel => {
    const member = { listeners: new Set<(event: MessageEvent) => void>() };
    members.add(member);
    return {
      postMessage(message) {
        sent.push(message);
        for (const other of members) {
          if (other === member) continue;
          for (const listener of other.listeners) listener(new MessageEvent('message', { data: message }));
        }
      },
      addEventListener: (_type, listener) => member.listeners.add(listener),
      removeEventListener: (_type, listener) => member.listeners.delete(listener),
      close: () => members.delete(member),
    };
  };
  return { open, sent };
}

describe('one video at a time across tabs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses a play while another tab plays, and allows it once that tab stops', () => {
    const hub = channelHub();
    const first = createPlaybackLock({ channel: hub.open(), id: 'first' });
    const second = createPlaybackLock({ channel: hub.open(), id: 'second' });
    expect(first.claim()).toBe(true);
    expect(second.claim()).toBe(false);
    first.release();
    expect(second.claim()).toBe(true);
    expect(first.claim()).toBe(false);
  });

  it('tells a tab opened later which tab is already playing', () => {
    const hub = channelHub();
    const playing = createPlaybackLock({ channel: hub.open(), id: 'playing' });
    expect(playing.claim()).toBe(true);
    const later = createPlaybackLock({ channel: hub.open(), id: 'later' });
    expect(later.claim()).toBe(false);
  });

  it('lets the same tab play again, and frees the others when a tab goes away', () => {
    const hub = channelHub();
    const first = createPlaybackLock({ channel: hub.open(), id: 'first' });
    const second = createPlaybackLock({ channel: hub.open(), id: 'second' });
    expect(first.claim()).toBe(true);
    expect(first.claim()).toBe(true);
    first.dispose();
    expect(second.claim()).toBe(true);
  });

  it('forgets a tab not heard from for a long time (a crashed tab), but not one that keeps saying it plays', () => {
    const hub = channelHub();
    const now = () => Date.now();
    const alive = createPlaybackLock({ channel: hub.open(), id: 'alive', now });
    const waiting = createPlaybackLock({ channel: hub.open(), id: 'waiting', now });
    expect(alive.claim()).toBe(true);
    vi.advanceTimersByTime(silentAfterMs * 2);
    expect(waiting.claim()).toBe(false);
    expect(hub.sent.filter((signal) => signal.kind === 'playing' && signal.from === 'alive').length).toBeGreaterThan(silentAfterMs / heartbeatMs);

    const crashedChannel = hub.open();
    crashedChannel.postMessage({ kind: 'playing', from: 'crashed' });
    const third = createPlaybackLock({ channel: hub.open(), id: 'third', now });
    alive.release();
    vi.advanceTimersByTime(silentAfterMs + 1);
    expect(waiting.claim()).toBe(true);
    expect(third.claim()).toBe(false);
  });

  it('allows every play where the browser has no BroadcastChannel', () => {
    const lock = createPlaybackLock({ channel: null });
    expect(lock.claim()).toBe(true);
    expect(createPlaybackLock({ channel: null }).claim()).toBe(true);
  });
});
