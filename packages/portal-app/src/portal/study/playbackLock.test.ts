import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerWithinMs, createPlaybackLock, heartbeatMs, silentAfterMs, type PlaybackLock, type PlaybackSignal, type SignalChannel } from './playbackLock';

/**
 * Tabs on one BroadcastChannel: each hears the others, never itself; at once, or (`delayed`)
 * only when the test delivers what is in flight, as a busy browser would.
 */
function channelHub({ delayed = false } = {}) {
  const members = new Set<{ listeners: Set<(event: MessageEvent) => void> }>();
  const sent: PlaybackSignal[] = [];
  let inFlight: Array<() => void> = [];
  const open = (): SignalChannel => {
    const member = { listeners: new Set<(event: MessageEvent) => void>() };
    members.add(member);
    return {
      postMessage(message) {
        sent.push(message);
        for (const other of members) {
          if (other === member) continue;
          const deliver = () => {
            for (const listener of other.listeners) listener(new MessageEvent('message', { data: message }));
          };
          if (delayed) inFlight.push(deliver);
          else deliver();
        }
      },
      addEventListener: (_type, listener) => member.listeners.add(listener),
      removeEventListener: (_type, listener) => member.listeners.delete(listener),
      close: () => members.delete(member),
    };
  };
  const deliver = () => {
    const now = inFlight;
    inFlight = [];
    for (const message of now) message();
  };
  return { open, sent, deliver };
}

/** Two tabs' locks on one hub. */
const twoTabs = (hub: ReturnType<typeof channelHub>) => ({
  first: createPlaybackLock({ channel: hub.open(), id: 'first' }),
  second: createPlaybackLock({ channel: hub.open(), id: 'second' }),
});

/** A claim's outcome once the tabs have had their time to answer. */
async function settled(claim: ReturnType<PlaybackLock['claim']>) {
  if (claim === true) return 'granted';
  await vi.advanceTimersByTimeAsync(answerWithinMs);
  return claim;
}

describe('one video at a time across tabs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refuses a play while another tab plays, and allows it once that tab stops', async () => {
    const hub = channelHub();
    const { first, second } = twoTabs(hub);
    expect(first.claim()).toBe(true);
    expect(await settled(second.claim())).toBe('refused');
    first.release();
    expect(second.claim()).toBe(true);
    expect(await settled(first.claim())).toBe('refused');
  });

  it('tells a tab opened later which tab is already playing', async () => {
    const hub = channelHub();
    const playing = createPlaybackLock({ channel: hub.open(), id: 'playing' });
    expect(playing.claim()).toBe(true);
    const later = createPlaybackLock({ channel: hub.open(), id: 'later' });
    expect(await settled(later.claim())).toBe('refused');
  });

  it('lets a play through when the other tab paused but its word has not arrived yet', async () => {
    const hub = channelHub({ delayed: true });
    const { first, second } = twoTabs(hub);
    hub.deliver();
    expect(first.claim()).toBe(true);
    hub.deliver();
    // The first tab pauses; its "stopped" is still on the way when the second tab plays.
    first.release();
    const claim = second.claim();
    expect(claim).not.toBe(true);
    hub.deliver();
    hub.deliver();
    expect(await settled(claim)).toBe('granted');
    // And the lock is really the second tab's now.
    hub.deliver();
    const again = first.claim();
    hub.deliver();
    hub.deliver();
    expect(await settled(again)).toBe('refused');
  });

  it('still refuses when the tab asked answers late that it plays', async () => {
    const hub = channelHub({ delayed: true });
    const { first, second } = twoTabs(hub);
    expect(first.claim()).toBe(true);
    hub.deliver();
    const claim = second.claim();
    hub.deliver();
    hub.deliver();
    expect(await settled(claim)).toBe('refused');
  });

  it('withdraws a claim released while it waits for answers', async () => {
    const hub = channelHub();
    const { first, second } = twoTabs(hub);
    expect(first.claim()).toBe(true);
    first.release();
    hub.open().postMessage({ kind: 'playing', from: 'first' });
    const claim = second.claim();
    second.release();
    expect(await settled(claim)).toBe('withdrawn');
    // Withdrawn means not held: the first tab may play at once.
    expect(first.claim()).toBe(true);
  });

  it('lets the same tab play again, and frees the others when a tab goes away', () => {
    const hub = channelHub();
    const { first, second } = twoTabs(hub);
    expect(first.claim()).toBe(true);
    expect(first.claim()).toBe(true);
    first.dispose();
    expect(second.claim()).toBe(true);
  });

  it('forgets a tab not heard from for a long time (a crashed tab), but not one that keeps saying it plays', async () => {
    const hub = channelHub();
    const now = () => Date.now();
    const alive = createPlaybackLock({ channel: hub.open(), id: 'alive', now });
    const waiting = createPlaybackLock({ channel: hub.open(), id: 'waiting', now });
    expect(alive.claim()).toBe(true);
    vi.advanceTimersByTime(silentAfterMs * 2);
    expect(await settled(waiting.claim())).toBe('refused');
    expect(hub.sent.filter((signal) => signal.kind === 'playing' && signal.from === 'alive').length).toBeGreaterThan(silentAfterMs / heartbeatMs);

    const crashedChannel = hub.open();
    crashedChannel.postMessage({ kind: 'playing', from: 'crashed' });
    const third = createPlaybackLock({ channel: hub.open(), id: 'third', now });
    alive.release();
    vi.advanceTimersByTime(silentAfterMs + 1);
    expect(waiting.claim()).toBe(true);
    expect(await settled(third.claim())).toBe('refused');
  });

  it('allows every play where the browser has no BroadcastChannel', () => {
    const lock = createPlaybackLock({ channel: null });
    expect(lock.claim()).toBe(true);
    expect(createPlaybackLock({ channel: null }).claim()).toBe(true);
  });
});
