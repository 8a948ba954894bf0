import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

/**
 * Calls `onExpire` after `duration` ms (never when 0), pausing while the pointer is over the
 * element or the focus is inside it: a slow reader, or a keyboard user on its close button,
 * must not lose the notice mid-sentence.
 */
export function useDismissTimer(duration: number, onExpire: () => void) {
  const expire = useRef(onExpire);
  const remaining = useRef(duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const held = useRef({ hover: false, focus: false });

  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  const run = useCallback(() => {
    if (duration <= 0 || timer.current !== undefined) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => expire.current(), remaining.current);
  }, [duration]);

  const pause = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current -= Date.now() - startedAt.current;
  }, []);

  useEffect(() => {
    run();
    return pause;
  }, [run, pause]);

  const hold = (reason: 'hover' | 'focus', on: boolean) => {
    held.current[reason] = on;
    if (held.current.hover || held.current.focus) pause();
    else run();
  };

  return {
    onMouseEnter: () => hold('hover', true),
    onMouseLeave: () => hold('hover', false),
    onFocus: () => hold('focus', true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
    },
  };
}
