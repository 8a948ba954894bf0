import { describe, expect, it } from 'vitest';
import { readSearchQuery, searchQueryParams } from './searchQuery';

describe('the search kept in the address (k and t)', () => {
  it('searches courses when the address names no type', () => {
    expect(readSearchQuery(new URLSearchParams('k=%E6%95%B0%E5%AD%97'))).toEqual({ keyword: '数字', type: 'kc', page: 1 });
  });

  it('reads a known type and a page', () => {
    expect(readSearchQuery(new URLSearchParams('k=法治&t=tz&page=2'))).toEqual({ keyword: '法治', type: 'tz', page: 2 });
  });

  it('falls back to courses for an unknown type and to the first page for a bad page', () => {
    expect(readSearchQuery(new URLSearchParams('k=x&t=zz&page=0'))).toEqual({ keyword: 'x', type: 'kc', page: 1 });
  });

  it('trims the keyword', () => {
    expect(readSearchQuery(new URLSearchParams('k=%20党史%20')).keyword).toBe('党史');
  });

  it('writes k and t always, the page only after the first, encoded', () => {
    expect(searchQueryParams({ keyword: '数字 政府', type: 'zt', page: 1 }).toString()).toBe('k=%E6%95%B0%E5%AD%97+%E6%94%BF%E5%BA%9C&t=zt');
    expect(searchQueryParams({ keyword: '', type: 'kc', page: 3 }).toString()).toBe('k=&t=kc&page=3');
  });

  it('reads back what it writes, however odd the keyword', () => {
    const query = { keyword: '<script>&t=ztb#', type: 'ztb' as const, page: 2 };
    expect(readSearchQuery(searchQueryParams(query))).toEqual(query);
  });
});
