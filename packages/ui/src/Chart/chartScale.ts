/** The value axis of a chart: its top and the distance between its grid lines. */
export interface ValueScale {
  max: number;
  step: number;
  ticks: number[];
}

const niceSteps = [1, 2, 2.5, 5, 10];

// Floating-point steps such as 0.1 * 3 must print as 0.3, not 0.30000000000000004.
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A value axis from 0 that covers `highest` with about `tickCount` round steps (1, 2, 2.5 or 5
 * times a power of ten), so grid lines fall on numbers a reader can add up. An axis of
 * nothing (all zero, negative or not a number) still spans 0 to `tickCount`.
 */
export function valueScale(highest: number, tickCount = 4): ValueScale {
  const count = Math.max(1, Math.floor(tickCount));
  const top = Number.isFinite(highest) && highest > 0 ? highest : 0;
  if (top === 0) return { max: count, step: 1, ticks: Array.from({ length: count + 1 }, (_, index) => index) };
  const raw = top / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = tidy((niceSteps.find((candidate) => candidate * magnitude >= raw - 1e-9) ?? 10) * magnitude);
  const max = tidy(Math.ceil(tidy(top / step)) * step);
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, index) => tidy(index * step));
  return { max, step, ticks };
}

/** 0 to 100, rounded; `max` of 0 or less reads as nothing to reach, so 0. */
export function percentOf(value: number, max: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}

/** A finite, non-negative number for drawing; anything else draws as 0. */
export const drawable = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
