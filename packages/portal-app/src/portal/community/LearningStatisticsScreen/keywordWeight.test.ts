import { describe, expect, it } from 'vitest';
import { completionPercent, keywordWeight } from './keywordWeight';

describe('the weight of a keyword in the word cloud', () => {
  it('grades against the heaviest keyword in quarters', () => {
    expect(keywordWeight(42, 42)).toBe(4);
    expect(keywordWeight(31, 42)).toBe(3);
    expect(keywordWeight(13, 42)).toBe(2);
    expect(keywordWeight(4, 42)).toBe(1);
  });

  it('never fails on empty or odd counts', () => {
    expect(keywordWeight(0, 0)).toBe(1);
    expect(keywordWeight(5, 0)).toBe(1);
    expect(keywordWeight(50, 42)).toBe(4);
  });
});

describe("a category's completion", () => {
  it('is a whole percent, 0 for an empty category', () => {
    expect(completionPercent(1, 3)).toBe(33);
    expect(completionPercent(3, 3)).toBe(100);
    expect(completionPercent(0, 0)).toBe(0);
  });
});
