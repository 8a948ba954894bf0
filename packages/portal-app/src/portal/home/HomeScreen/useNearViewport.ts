import { useEffect, useState, type RefObject } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `start` once the browser is idle (or after a short wait where it cannot say); returns a cancel. */
function whenIdle(start: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(start, { timeout: 1500 });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(start, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Whether the element has come within `margin` of the viewport, or was scrolled past; it stays
 * true once it has.
 * Watching starts only when the browser is idle, so sections below the first screen never
 * compete with it for the main thread. Where IntersectionObserver is missing, everything
 * counts as near, so nothing stays unshown.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      observer = new IntersectionObserver(
        (entries) => {
          // A section above the viewport was passed before watching began (a quick scroll while
          // the page was busy): it counts as reached, or it would wait for the learner to scroll back.
          if (entries.some((entry) => entry.isIntersecting || entry.boundingClientRect.bottom < 0)) {
            setNear(true);
            observer?.disconnect();
          }
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [ref, margin, near]);
  return near;
}
