import { describe, expect, it } from 'vitest';
import { rankOf, readYear, withFilter } from './listPage';

describe('a list page kept in the address', () => {
  it('goes back to page 1 when a filter changes, and drops an empty filter', () => {
    const params = new URLSearchParams('keyword=old&page=5');
    expect(Object.fromEntries(withFilter(params, 'keyword', '  数字  '))).toEqual({ keyword: '数字' });
    expect(Object.fromEntries(withFilter(params, 'keyword', '   '))).toEqual({});
  });

  it('ranks rows across pages', () => {
    expect(rankOf(1, 10, 0)).toBe(1);
    expect(rankOf(3, 10, 3)).toBe(24);
  });
});

describe('a year kept in the address', () => {
  it('reads a plausible year and ignores anything else', () => {
    expect(readYear(new URLSearchParams('year=2024'))).toBe(2024);
    for (const bad of ['', 'abc', '24', '2024.5', '3000']) expect(readYear(new URLSearchParams(`year=${bad}`))).toBeUndefined();
  });
});
