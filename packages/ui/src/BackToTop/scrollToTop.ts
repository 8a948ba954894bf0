/** Something that scrolls: the window or an element. */
export interface ScrollTarget {
  read(): number;
  write(top: number): void;
}

export const windowScroll: ScrollTarget = {
  read: () => window.scrollY || document.documentElement.scrollTop,
  write: (top) => window.scrollTo(0, top),
};

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Scrolls to the top in steps of `stepMs` (docs/product/platform.md#business-constants: every 16 ms) along an ease-out curve,
 * or at once when the learner asked the system for less motion. Returns a function that
 * stops the animation.
 */
export function scrollToTop(
  target: ScrollTarget,
  { stepMs = 16, durationMs = 400, reducedMotion = false, onDone }: { stepMs?: number; durationMs?: number; reducedMotion?: boolean; onDone?: () => void } = {},
): () => void {
  const start = target.read();
  if (reducedMotion || start <= 0) {
    target.write(0);
    onDone?.();
    return () => undefined;
  }
  const steps = Math.max(1, Math.round(durationMs / stepMs));
  let step = 0;
  const timer = setInterval(() => {
    step += 1;
    target.write(Math.round(start * (1 - easeOutCubic(step / steps))));
    if (step >= steps) {
      clearInterval(timer);
      onDone?.();
    }
  }, stepMs);
  return () => clearInterval(timer);
}
