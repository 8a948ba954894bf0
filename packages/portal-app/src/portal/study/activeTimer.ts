/** The timer functions an ActiveTimer uses; fake ones in tests. */
export interface TimerClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ActiveTimer {
  /** Time starts counting (the video plays, the page is visible); repeated calls do nothing. */
  resume(): void;
  /** Time stops counting, keeping what was counted. */
  suspend(): void;
  /** The active milliseconds counted since the last due or take. */
  elapsed(): number;
  /** The active milliseconds counted since the last due or take, and starts counting afresh. */
  take(): number;
  readonly active: boolean;
  dispose(): void;
}

/**
 * Calls `onDue` after every `intervalMs` of active time, however it is split: a video played
 * 40 s, paused, then played 20 s is due once, at the 60th second of playing, not of the wall
 * clock. Wall-clock intervals would report a paused player every minute and miss a learner who
 * pauses often.
 */
export function createActiveTimer(intervalMs: number, onDue: () => void, clock: TimerClock = browserClock): ActiveTimer {
  let active = false;
  let counted = 0;
  let since = 0;
  let handle: unknown;

  const cancel = () => {
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
  };
  const schedule = () => {
    cancel();
    handle = clock.setTimeout(() => {
      handle = undefined;
      counted = 0;
      since = clock.now();
      schedule();
      onDue();
    }, Math.max(0, intervalMs - counted));
  };

  return {
    get active() {
      return active;
    },
    resume() {
      if (active) return;
      active = true;
      since = clock.now();
      schedule();
    },
    suspend() {
      if (!active) return;
      active = false;
      counted += clock.now() - since;
      cancel();
    },
    elapsed: () => counted + (active ? clock.now() - since : 0),
    take() {
      const total = counted + (active ? clock.now() - since : 0);
      counted = 0;
      since = clock.now();
      if (active) schedule();
      return total;
    },
    dispose() {
      active = false;
      cancel();
    },
  };
}
