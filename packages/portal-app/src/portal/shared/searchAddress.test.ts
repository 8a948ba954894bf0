import { describe, expect, it } from 'vitest';
import { readSearchParams, searchAddress } from './searchAddress';

describe('search address', () => {
  it('encodes the keyword and defaults the type to kc', () => {
    expect(searchAddress('党史 学习&教育')).toBe('/content#/search?k=%E5%85%9A%E5%8F%B2%20%E5%AD%A6%E4%B9%A0%26%E6%95%99%E8%82%B2&t=kc');
    expect(searchAddress('', 'zt')).toBe('/content#/search?k=&t=zt');
  });

  it('reads k and t from the address, t defaulting to kc', () => {
    expect(readSearchParams('?k=%E5%BB%89%E6%94%BF&t=zt')).toEqual({ keyword: '廉政', type: 'zt' });
    expect(readSearchParams('')).toEqual({ keyword: '', type: 'kc' });
  });
});
