/**
 * One video at a time across the portal's tabs and windows (DOMAIN.md: 当前视频正在播放，不能
 * 切换！). Tabs tell each other on a BroadcastChannel when they start and stop playing. Local
 * storage cannot carry this: the portal clears it whenever any of its pages unloads (spec 3).
 */

export const oneVideoMessage = '当前视频正在播放，不能切换！';

/** The channel's name, shared by every player of the portal. */
export const playbackChannelName = 'study-portal/video-playback';

/** What players say to each other. */
export type PlaybackSignal =
  | { kind: 'playing'; from: string }
  | { kind: 'stopped'; from: string }
  /** A new player asks which others are playing already. */
  | { kind: 'who'; from: string };

/** The part of BroadcastChannel the lock uses. */
export interface SignalChannel {
  postMessage(message: PlaybackSignal): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface PlaybackLock {
  /** Takes the lock when no other player is playing; false (and nothing changes) otherwise. */
  claim(): boolean;
  /** Gives the lock back (paused, ended, page hidden for good). */
  release(): void;
  dispose(): void;
}

export interface PlaybackLockOptions {
  /** Null where the browser has no BroadcastChannel: every claim then succeeds. */
  channel?: SignalChannel | null;
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  /** This player's id; random by default. */
  id?: string;
}

/** A playing tab repeats that it plays this often. */
export const heartbeatMs = 10_000;
/**
 * A tab not heard from for this long is taken to have gone (crashed, killed). Longer than
 * the minute to which browsers may throttle the timers of a hidden tab.
 */
export const silentAfterMs = 90_000;

const openChannel = (): SignalChannel | null =>
  typeof BroadcastChannel === 'undefined' ? null : (new BroadcastChannel(playbackChannelName) as SignalChannel);

const randomId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const isSignal = (value: unknown): value is PlaybackSignal =>
  typeof value === 'object' &&
  value !== null &&
  ['playing', 'stopped', 'who'].includes((value as { kind?: unknown }).kind as string) &&
  typeof (value as { from?: unknown }).from === 'string';

export function createPlaybackLock(options: PlaybackLockOptions = {}): PlaybackLock {
  const channel = options.channel === undefined ? openChannel() : options.channel;
  const now = options.now ?? (() => Date.now());
  const startInterval = options.setInterval ?? ((callback, ms) => globalThis.setInterval(callback, ms));
  const stopInterval = options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  const id = options.id ?? randomId();
  /** Other players playing, with when each was last heard. */
  const others = new Map<string, number>();
  let holding = false;
  let heartbeat: unknown;

  const post = (kind: PlaybackSignal['kind']) => channel?.postMessage({ kind, from: id });

  const listen = (event: MessageEvent) => {
    const signal: unknown = event.data;
    if (!isSignal(signal) || signal.from === id) return;
    if (signal.kind === 'playing') others.set(signal.from, now());
    else if (signal.kind === 'stopped') others.delete(signal.from);
    else if (holding) post('playing');
  };
  channel?.addEventListener('message', listen);
  post('who');

  const stopHeartbeat = () => {
    if (heartbeat !== undefined) stopInterval(heartbeat);
    heartbeat = undefined;
  };

  const release = () => {
    stopHeartbeat();
    if (!holding) return;
    holding = false;
    post('stopped');
  };

  return {
    claim() {
      for (const [other, heard] of others) if (now() - heard > silentAfterMs) others.delete(other);
      if (others.size > 0) return false;
      if (!holding) {
        holding = true;
        post('playing');
        heartbeat = startInterval(() => post('playing'), heartbeatMs);
      }
      return true;
    },
    release,
    dispose() {
      release();
      channel?.removeEventListener('message', listen);
      channel?.close();
    },
  };
}
