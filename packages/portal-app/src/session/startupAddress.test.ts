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

  it.each([
    '/content#//evil.example/path?token=abc',
    '/content#/.//evil.example/x?token=abc',
    '//evil.example/x?token=abc',
    '/#/https://evil.example/x?token=abc',
    '/content#/%2e%2e/%2e%2e/x?token=abc',
    '/a%5c%5cevil.example?token=abc',
  ])('opens the 404 page for the crafted address %s, and still takes the token out', (from) => {
    // Each of these would turn into another host's address, which the history refuses.
    expect(at(from)).toEqual({ token: 'abc', address: '/404' });
  });

  it('opens the 404 page for an address no parser reads', () => {
    expect(readStartupAddress('not an address')).toEqual({ address: '/404' });
  });

  it('ignores an empty token', () => {
    expect(at('/index?token=')).toEqual({ address: '/index' });
  });
});
