/**
 * One video at a time across the portal's tabs and windows (docs/product/courses.md#one-video-at-a-time: 当前视频正在播放，不能
 * 切换！). Tabs tell each other on a BroadcastChannel when they start and stop playing. Local
 * storage cannot carry this: the portal clears it whenever any of its pages unloads (docs/product/platform.md#storage).
 *
 * What a tab knows of the others can be a moment old: a tab paused in one window may press
 * play in another before the first one's "stopped" has arrived. So a tab never refuses on what
 * it remembers alone; it asks the tabs it believes are playing, and refuses only if one of them
 * answers that it still plays.
 */

export const oneVideoMessage = '当前视频正在播放，不能切换！';

/** The channel's name, shared by every player of the portal. */
export const playbackChannelName = 'study-portal/video-playback';

/** What players say to each other. */
export type PlaybackSignal =
  | { kind: 'playing'; from: string }
  | { kind: 'stopped'; from: string }
  /** A player asks which others are playing (when it opens, and before it refuses a play). */
  | { kind: 'who'; from: string };

/** The part of BroadcastChannel the lock uses. */
export interface SignalChannel {
  postMessage(message: PlaybackSignal): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/**
 * How a claim that had to ask ends: the lock taken, refused because another player still plays,
 * or withdrawn by a release (a pause, the end, the page gone) before the answers came.
 */
export type ClaimAnswer = 'granted' | 'refused' | 'withdrawn';

export interface PlaybackLock {
  /**
   * Asks to play. `true` at once when no other player is known to play: this player holds the
   * lock. Otherwise a promise: the players believed to be playing are asked again; it settles
   * `refused` if one of them still plays, `granted` (lock taken) if none answers within
   * `answerWithinMs`, `withdrawn` (lock not taken) if this player released meanwhile.
   */
  claim(): true | Promise<ClaimAnswer>;
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
  setTimeout?: (callback: () => void, ms: number) => unknown;
  /** How long a claim waits for a playing tab to say it still plays. */
  answerWithinMs?: number;
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
/**
 * How long a claim waits for the answer of a tab believed to be playing. Tabs of one browser
 * answer within milliseconds; this leaves room for a busy machine, and is short enough that a
 * refused play stops before the learner hears much of it.
 */
export const answerWithinMs = 400;

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
  const later = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const answerWindow = options.answerWithinMs ?? answerWithinMs;
  const id = options.id ?? randomId();
  /** Other players playing, with when each was last heard. */
  const others = new Map<string, number>();
  let holding = false;
  let heartbeat: unknown;
  /** The claim waiting for answers, if any; every claim made meanwhile shares it. */
  let asking: Promise<ClaimAnswer> | undefined;
  /** Bumped by every release, so a claim asked before it knows it was withdrawn. */
  let releases = 0;
  let disposed = false;

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
    releases += 1;
    stopHeartbeat();
    if (!holding) return;
    holding = false;
    post('stopped');
  };

  const take = () => {
    if (holding) return;
    holding = true;
    post('playing');
    heartbeat = startInterval(() => post('playing'), heartbeatMs);
  };

  const askAgain = () => {
    const asked = releases;
    // Forget what is remembered: only tabs that answer now (or say they play meanwhile) count.
    others.clear();
    post('who');
    return new Promise<ClaimAnswer>((settle) => {
      later(() => {
        asking = undefined;
        if (disposed || asked !== releases) return settle('withdrawn');
        if (others.size > 0) return settle('refused');
        take();
        settle('granted');
      }, answerWindow);
    });
  };

  return {
    claim() {
      for (const [other, heard] of others) if (now() - heard > silentAfterMs) others.delete(other);
      if (others.size === 0 && asking === undefined) {
        take();
        return true;
      }
      asking ??= askAgain();
      return asking;
    },
    release,
    dispose() {
      disposed = true;
      release();
      channel?.removeEventListener('message', listen);
      channel?.close();
    },
  };
}
