import { describe, expect, it } from 'vitest';
import { loginAddress, safeRedirect } from './safeRedirect';

const own = 'https://portal.example.cn';
const allowed = ['https://m.example.cn'];

describe('safe redirect', () => {
  it.each([
    ['/personalCenter?acativeId=8', '/personalCenter?acativeId=8'],
    ['/index#top', '/index#top'],
    [`${own}/previewList?id=1`, '/previewList?id=1'],
    ['/index?token=stolen&a=1', '/index?a=1'],
    ['https://m.example.cn/app', 'https://m.example.cn/app'],
  ])('keeps %s as %s', (url, expected) => {
    expect(safeRedirect(url, own, allowed)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    '//evil.example/index',
    '/\\evil.example',
    '\\\\evil.example',
    'https://portal.example.cn.evil.example/',
    'https://portal.example.cn@evil.example/',
    'https://user:pass@portal.example.cn/index',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://portal.example.cn/index',
    'https://m.example.cn:8443/app',
    'http://[::1',
    // A relative address means nothing certain to the sign-in site: not followed either.
    'personalCenter',
    '/content#/.//evil.example/x',
  ])('refuses %s', (url) => {
    expect(safeRedirect(url, own, allowed)).toBe('/index');
  });

  it('builds the login address with the checked redirect, a full address on the portal’s origin', () => {
    const back = (path: string) => encodeURIComponent(`${own}${path}`);
    expect(loginAddress('/sso/login', '/personalCenter?acativeId=4', own)).toBe(`${own}/sso/login?redirect=${back('/personalCenter?acativeId=4')}`);
    expect(loginAddress('/sso/login', 'https://evil.example', own)).toBe(`${own}/sso/login?redirect=${back('/index')}`);
    // An SSO site on its own host gets an address it can send the learner back to.
    expect(loginAddress('https://sso.example.cn/login?app=pc', '/index', own)).toBe(`https://sso.example.cn/login?app=pc&redirect=${back('/index')}`);
    // A configured address the URL policy refuses falls back to the portal's own sign-in page.
    expect(loginAddress('javascript:alert(1)', '/index', own)).toBe(`${own}/sso/login?redirect=${back('/index')}`);
  });
});
