import type { LiveSummary } from '@study-portal/api';
import { toDate } from '@study-portal/ui';
import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Where a live stream is for the learner. The server's status decides (the contract's rule);
 * the clock only counts down to an announced start, and says the host is about to begin
 * once that start has passed while the server still reports the stream as upcoming.
 */
export type LiveStage =
  | { kind: 'countdown'; startsAt: number }
  | { kind: 'starting' }
  | { kind: 'live' }
  | { kind: 'ended'; replay: boolean };

export type LiveStageKind = LiveStage['kind'];

export type LiveTiming = Pick<LiveSummary, 'status' | 'replayAvailable'> & { startTime?: string | null | undefined };

export function liveStage(live: LiveTiming, now: number): LiveStage {
  switch (live.status) {
    case 'live':
      return { kind: 'live' };
    case 'ended':
      return { kind: 'ended', replay: live.replayAvailable };
    case 'upcoming': {
      const startsAt = live.startTime ? toDate(live.startTime)?.getTime() : undefined;
      return startsAt !== undefined && startsAt > now ? { kind: 'countdown', startsAt } : { kind: 'starting' };
    }
  }
}

/** The status words of the list and the pages. */
export const liveStageLabels: Record<LiveStageKind, string> = {
  countdown: '未开始',
  starting: '即将开播',
  live: '直播中',
  ended: '已结束',
};

/** Browsers fire a longer timeout at once; a page open for 24 days waits again instead. */
const longestTimeoutMs = 2_147_483_647;

export interface LiveStageOptions {
  /** The clock; stories and tests pass their own. */
  now?: () => number;
  /** Called once when the announced start arrives, e.g. to ask the server whether the stream is on. */
  onStart?: () => void;
}

/**
 * The stage of a stream, moved on by the clock: when the announced start arrives the page
 * re-renders (the countdown gives way) and `onStart` asks the server for the news.
 */
export function useLiveStage(live: LiveTiming | undefined, { now = Date.now, onStart }: LiveStageOptions = {}): LiveStage | undefined {
  const [, setStartedAt] = useState(0);
  const stage = live ? liveStage(live, now()) : undefined;
  const startsAt = stage?.kind === 'countdown' ? stage.startsAt : undefined;
  const readClock = useEffectEvent(() => now());
  const started = useEffectEvent(() => onStart?.());

  useEffect(() => {
    if (startsAt === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const left = startsAt - readClock();
      if (left > 0) {
        timer = setTimeout(wait, Math.min(left, longestTimeoutMs));
        return;
      }
      setStartedAt(startsAt);
      started();
    };
    wait();
    return () => clearTimeout(timer);
  }, [startsAt]);

  return stage;
}
