import { describe, expect, it } from 'vitest';
import { courseAddress, linkTarget, postAddress } from './portalAddress';

const origin = 'https://study.example.cn';

describe('a link the server sent', () => {
  it('opens portal pages in the app, the legacy hash form rewritten', () => {
    expect(linkTarget('/subcourse?id=c15', origin)).toEqual({ kind: 'internal', to: '/subcourse?id=c15' });
    expect(linkTarget('/content#/projectDetail?tbtpId=tbtp-01', origin)).toEqual({ kind: 'internal', to: '/projectDetail?tbtpId=tbtp-01' });
    expect(linkTarget('https://study.example.cn/liveDetail?id=l1', origin)).toEqual({ kind: 'internal', to: '/liveDetail?id=l1' });
  });

  it('never carries a token into the app address', () => {
    expect(linkTarget('/content#/index?token=abc', origin)).toEqual({ kind: 'internal', to: '/index' });
  });

  it('opens other sites as external links', () => {
    expect(linkTarget('https://www.example.org/a', origin)).toEqual({ kind: 'external', href: 'https://www.example.org/a' });
  });

  it('refuses script and other schemes, credentials and empty links', () => {
    for (const link of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'https://u:p@evil.example/', '', null, undefined]) {
      expect(linkTarget(link, origin)).toEqual({ kind: 'none' });
    }
  });
});

describe('addresses of records', () => {
  it('sends image-text courses to their own detail page', () => {
    expect(courseAddress({ id: 'c01', resourceType: 'VIDEO' })).toBe('/coursedetail?id=c01');
    expect(courseAddress({ id: 'c02', resourceType: 'ARTICLE' })).toBe('/coursetextdetail?id=c02');
  });

  it('encodes ids', () => {
    expect(postAddress('a&b')).toBe('/comment/postDetail?id=a%26b');
  });
});
