import { describe, expect, it } from 'vitest';
import { rankOf, readPage, readYear, withFilter, withPage } from './listPage';

describe('a list page kept in the address', () => {
  it('reads page 1 unless the address names a whole page from 1', () => {
    expect(readPage(new URLSearchParams(''))).toBe(1);
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'abc', '']) expect(readPage(new URLSearchParams(`page=${bad}`))).toBe(1);
  });

  it('moves to another page without losing the other parameters, leaving page 1 out', () => {
    const params = new URLSearchParams('keyword=改革&page=2');
    expect(withPage(params, 4).toString()).toBe('keyword=%E6%94%B9%E9%9D%A9&page=4');
    expect(withPage(params, 1).toString()).toBe('keyword=%E6%94%B9%E9%9D%A9');
    expect(params.get('page')).toBe('2');
  });

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
