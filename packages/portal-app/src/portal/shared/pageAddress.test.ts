import { describe, expect, it } from 'vitest';
import { readPage, withPage } from './pageAddress';

describe('the page in a list address', () => {
  it('reads a whole number from 1, and anything else as the first page', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=%203%20'))).toBe(3);
    expect(readPage(new URLSearchParams(''))).toBe(1);
    for (const bad of ['0', '-2', '1.5', '1e1', 'abc', '', '99999999999999999999']) expect(readPage(new URLSearchParams(`page=${bad}`))).toBe(1);
  });

  it('reads another parameter where a screen has two lists', () => {
    expect(readPage(new URLSearchParams('page=2&memberPage=4'), 'memberPage')).toBe(4);
  });

  it('moves to another page keeping every other parameter, and leaves page 1 out', () => {
    const params = new URLSearchParams('keyword=改革&page=2');
    expect(withPage(params, 4).toString()).toBe('keyword=%E6%94%B9%E9%9D%A9&page=4');
    expect(withPage(params, 1).toString()).toBe('keyword=%E6%94%B9%E9%9D%A9');
    expect(params.get('page')).toBe('2');
  });
});
