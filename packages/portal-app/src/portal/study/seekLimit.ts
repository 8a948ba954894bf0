/**
 * The furthest point watched, which bounds seeking until the course is first completed
 * (docs/product/courses.md#seeking). Only positions reached by playing count: a position reached by
 * a drag (even one within the player's one-second tolerance, made while paused) would
 * otherwise let the learner creep ahead without watching.
 */

/** Two playback positions this close together were reached by playing, not by a seek. */
export const maxPlayStepSeconds = 3;

export interface WatchStep {
  /** The furthest point known to be watched. */
  furthest: number;
  /** The position of the previous time update. */
  previous: number;
  /** The position now. */
  current: number;
  /** Whether the video is playing (not paused, not waiting for a seek). */
  playing: boolean;
}

/** The furthest point watched after one time update. */
export function advanceFurthest({ furthest, previous, current, playing }: WatchStep): number {
  if (!playing || !Number.isFinite(current) || current <= furthest) return furthest;
  const step = current - previous;
  return step > 0 && step <= maxPlayStepSeconds ? current : furthest;
}

/**
 * How far the learner may seek: anywhere once the course was completed (now or before),
 * otherwise up to the furthest point watched.
 */
export const seekLimitOf = ({ completed, furthest }: { completed: boolean; furthest: number }): number | undefined =>
  completed ? undefined : Math.max(0, furthest);
