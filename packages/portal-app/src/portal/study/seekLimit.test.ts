import { describe, expect, it } from 'vitest';
import { advanceFurthest, maxPlayStepSeconds, seekLimitOf } from './seekLimit';

describe('the furthest point watched', () => {
  it('moves on as the video plays past it', () => {
    expect(advanceFurthest({ furthest: 25, previous: 25, current: 25.25, playing: true })).toBe(25.25);
    expect(advanceFurthest({ furthest: 25, previous: 24.9, current: 25 + maxPlayStepSeconds - 0.2, playing: true })).toBeCloseTo(27.8);
  });

  it('stays where it was when the video plays behind it', () => {
    expect(advanceFurthest({ furthest: 25, previous: 10, current: 10.25, playing: true })).toBe(25);
  });

  it('does not follow a jump: a seek is not watching', () => {
    expect(advanceFurthest({ furthest: 25, previous: 10, current: 26, playing: true })).toBe(25);
    expect(advanceFurthest({ furthest: 25, previous: 25, current: 25 + maxPlayStepSeconds + 0.5, playing: true })).toBe(25);
  });

  it('does not follow a drag while paused, even a small one', () => {
    expect(advanceFurthest({ furthest: 25, previous: 25, current: 25.9, playing: false })).toBe(25);
  });

  it('ignores positions that are not numbers or run backwards', () => {
    expect(advanceFurthest({ furthest: 25, previous: 25, current: Number.NaN, playing: true })).toBe(25);
    expect(advanceFurthest({ furthest: 25, previous: 26, current: 25.5, playing: true })).toBe(25);
  });
});

describe('the seek limit', () => {
  it('is the furthest point watched until the course is completed', () => {
    expect(seekLimitOf({ completed: false, furthest: 25 })).toBe(25);
    expect(seekLimitOf({ completed: false, furthest: 0 })).toBe(0);
    expect(seekLimitOf({ completed: false, furthest: -3 })).toBe(0);
  });

  it('is lifted once the course is completed', () => {
    expect(seekLimitOf({ completed: true, furthest: 25 })).toBeUndefined();
  });
});
