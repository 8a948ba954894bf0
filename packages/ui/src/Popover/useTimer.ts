import { useCallback, useEffect, useMemo, useRef } from 'react';

/** One pending timeout at a time, cleared when the component goes away. */
export function useTimer(): { start: (callback: () => void, delayMs: number) => void; cancel: () => void } {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(pending.current), []);
  useEffect(() => cancel, [cancel]);
  return useMemo(
    () => ({
      start: (callback: () => void, delayMs: number) => {
        cancel();
        pending.current = setTimeout(callback, delayMs);
      },
      cancel,
    }),
    [cancel],
  );
}
