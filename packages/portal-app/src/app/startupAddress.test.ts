import { describe, expect, it } from 'vitest';
import { readStartupAddress } from './startupAddress';

const at = (path: string) => readStartupAddress(`https://portal.example.cn${path}`);

describe('start-up address', () => {
  it.each([
    ['/index', '/index'],
    ['/index?k=a', '/index?k=a'],
    ['/content#/commendIndex', '/commendIndex'],
    ['/content#/search?k=%E5%BB%89%E6%94%BF&t=zt', '/search?k=%E5%BB%89%E6%94%BF&t=zt'],
    ['/content/#/projectIndex', '/projectIndex'],
    ['/#/operateGuide', '/operateGuide'],
    ['/#/', '/'],
    ['/', '/'],
    ['/content', '/content'],
    ['/index#top', '/index#top'],
    ['/personalCenter#/not-legacy', '/personalCenter#/not-legacy'],
  ])('%s becomes %s, with no token', (from, to) => {
    expect(at(from)).toEqual({ address: to });
  });

  it.each([
    ['/index?token=abc', '/index'],
    ['/index?a=1&token=abc&b=2', '/index?a=1&b=2'],
    ['/content#/personalCenter?token=abc', '/personalCenter'],
    ['/content#/previewList?id=7&token=abc', '/previewList?id=7'],
    ['/content?token=abc#/commendIndex', '/commendIndex'],
    ['/#/index?token=abc', '/index'],
  ])('%s gives the token and the address %s without it', (from, to) => {
    expect(at(from)).toEqual({ token: 'abc', address: to });
  });

  it('keeps the address on the page origin, whatever the hash says', () => {
    // A protocol-relative hash must not turn into an address on another host.
    expect(at('/content#//evil.example/path?token=abc')).toEqual({ token: 'abc', address: '/path' });
    expect(at('/#/https://evil.example/x').address.startsWith('/')).toBe(true);
  });

  it('ignores an empty token', () => {
    expect(at('/index?token=')).toEqual({ address: '/index' });
  });
});
