import { describe, expect, it } from 'vitest';
import { isPlainStartupAddress } from './plainStartupAddress';
import { readStartupAddress } from './startupAddress';

const origin = 'https://portal.example.cn';
// As written, the way a crafted address can reach `location` (the browser keeps `//` in a path).
const parts = (address: string) => {
  const [beforeHash = '', hash = ''] = address.split(/#(.*)/s);
  const [pathname = '', search = ''] = beforeHash.split(/\?(.*)/s);
  return { pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '' };
};

const plain = ['/', '/index', '/subcourse?id=c15', '/projectDetail?id=tbtp-02&tab=notices', '/comment/postDetail?id=p.1', '/personalCenter?acativeId=8', '/admin/'];
const notPlain = [
  '/index?token=abc',
  '/index?a=1&token=abc',
  '/content#/commendIndex',
  '/#/operateGuide',
  '/index#top',
  '//evil.example/x',
  '/a//b',
  '/a/../b',
  '/./x',
  '/%2e%2e/x',
  '/search?k=%E5%85%9A',
  '/a\\b',
  '/x?y=<script>',
];

describe('the start-up address that needs no reading', () => {
  it.each(plain)('lets %s start without the URL policy, and the policy would leave it as it is', (address) => {
    expect(isPlainStartupAddress(parts(address))).toBe(true);
    expect(readStartupAddress(`${origin}${address}`)).toEqual({ address });
  });

  it.each(notPlain)('sends %s to the URL policy', (address) => {
    expect(isPlainStartupAddress(parts(address))).toBe(false);
  });
});
