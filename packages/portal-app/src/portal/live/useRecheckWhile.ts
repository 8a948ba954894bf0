import { useEffect, useEffectEvent } from 'react';

/** How often a learner waiting for the host asks the server again whether the stream is on. */
export const waitingRecheckMs = 30_000;

/**
 * Asks again every `waitingRecheckMs` while `waiting` (the announced start has passed, or the
 * stream is on without a signal yet), so the live room opens by itself once the host begins.
 */
export function useRecheckWhile(waiting: boolean, recheck: () => void) {
  const ask = useEffectEvent(recheck);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => ask(), waitingRecheckMs);
    return () => clearInterval(timer);
  }, [waiting]);
}
