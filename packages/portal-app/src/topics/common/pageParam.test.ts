import { describe, expect, it } from 'vitest';
import { readPageParam, withPageParam } from './pageParam';

describe('the list page in the address', () => {
  it('reads whole page numbers from 1', () => {
    expect(readPageParam('3')).toBe(3);
    expect(readPageParam(' 2 ')).toBe(2);
  });

  it('reads anything else as the first page', () => {
    for (const value of [null, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999999999999']) expect(readPageParam(value)).toBe(1);
  });

  it('keeps the rest of the query and leaves page 1 out', () => {
    const params = new URLSearchParams({ id: 's1', page: '2' });
    expect(withPageParam(params, 3).toString()).toBe('id=s1&page=3');
    expect(withPageParam(params, 1).toString()).toBe('id=s1');
    expect(params.toString()).toBe('id=s1&page=2');
  });
});
