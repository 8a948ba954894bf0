import { describe, expect, it } from 'vitest';
import { percentOf, valueScale } from './chartScale';

describe('valueScale', () => {
  it('rounds the axis up to steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(valueScale(18.5)).toEqual({ max: 20, step: 5, ticks: [0, 5, 10, 15, 20] });
    expect(valueScale(56.5)).toEqual({ max: 60, step: 20, ticks: [0, 20, 40, 60] });
    expect(valueScale(7)).toEqual({ max: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(valueScale(9.5).max).toBe(10);
    expect(valueScale(0.3)).toEqual({ max: 0.3, step: 0.1, ticks: [0, 0.1, 0.2, 0.3] });
  });

  it('always covers the highest value', () => {
    for (const highest of [1, 3, 12, 49.9, 50, 51, 99, 101, 1234.5]) {
      const scale = valueScale(highest);
      expect(scale.max).toBeGreaterThanOrEqual(highest);
      expect(scale.ticks.at(-1)).toBe(scale.max);
    }
  });

  it('still draws an axis when there is nothing to show', () => {
    expect(valueScale(0)).toEqual({ max: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
    expect(valueScale(-3).max).toBe(4);
    expect(valueScale(Number.NaN).max).toBe(4);
  });
});

describe('percentOf', () => {
  it('is the rounded share, capped at 100', () => {
    expect(percentOf(18.5, 50)).toBe(37);
    expect(percentOf(56.5, 50)).toBe(100);
    expect(percentOf(-1, 50)).toBe(0);
  });

  it('is 0 without a target', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(5, Number.NaN)).toBe(0);
  });
});
