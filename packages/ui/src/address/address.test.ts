import { describe, expect, it } from 'vitest';
import { addressHref, pageHref, readAddress, type AddressTarget } from './address';

const origin = 'https://portal.example.gov.cn';
const here = (to: string): AddressTarget => ({ kind: 'internal', to });
const away = (href: string): AddressTarget => ({ kind: 'external', href });
const none: AddressTarget = { kind: 'none' };

// Each row: an address as it may arrive from a record, the configuration or the address bar,
// and what the policy makes of it.
const table: Array<[string, AddressTarget]> = [
  // The portal's own pages.
  ['/index', here('/index')],
  ['/subcourse?id=c15', here('/subcourse?id=c15')],
  ['/projectDetail?id=tbtp-02#notices', here('/projectDetail?id=tbtp-02#notices')],
  ['  /index  ', here('/index')],
  ['/search?k=%E5%85%9A%E5%8F%B2&t=kc', here('/search?k=%E5%85%9A%E5%8F%B2&t=kc')],
  ['/a/./b', here('/a/b')],
  ['/a/b/../c', here('/a/c')],
  ['/search?redirect=https://evil.example', here('/search?redirect=https://evil.example')],
  [`${origin}/subjectDetail?id=s1`, here('/subjectDetail?id=s1')],
  [`${origin}`, here('/')],
  ['HTTPS://PORTAL.EXAMPLE.GOV.CN/index', here('/index')],
  // Legacy forms read as the page they carry; a session token never rides along.
  ['/index?token=attacker', here('/index')],
  ['/content#/index?token=attacker&x=1', here('/index?x=1')],
  ['/content#/commendIndex', here('/commendIndex')],
  ['/content#/subcourse?id=c15', here('/subcourse?id=c15')],
  ['/#/operateGuide', here('/operateGuide')],
  ['/content/#/projectIndex', here('/projectIndex')],
  ['/content?id=outer#/subcourse?id=inner', here('/subcourse?id=inner')],
  [`${origin}/content#/personalCenter?acativeId=8`, here('/personalCenter?acativeId=8')],
  // Other sites, mail and phone.
  ['https://www.gov.cn/zhengce/', away('https://www.gov.cn/zhengce/')],
  ['http://dangjian.example.cn', away('http://dangjian.example.cn/')],
  ['https://celap.example.cn/a/../b', away('https://celap.example.cn/b')],
  ['mailto:help@portal.example.gov.cn', away('mailto:help@portal.example.gov.cn')],
  ['tel:010-12345678', away('tel:010-12345678')],
  ['TEL:+8610123', away('TEL:+8610123')],
  // Script and data schemes, in every disguise.
  ['javascript:alert(1)', none],
  ['JavaScript:alert(1)', none],
  [' javascript:alert(1)', none],
  ['\tjavascript:alert(1)', none],
  ['java\nscript:alert(1)', none],
  ['java\tscript:alert(1)', none],
  ['\u0000javascript:alert(1)', none],
  ['\u200bjavascript:alert(1)', none],
  ['javascript&colon;alert(1)', none],
  ['data:text/html,<script>alert(1)</script>', none],
  ['data:image/svg+xml;base64,PHN2Zz4=', none],
  ['vbscript:msgbox(1)', none],
  ['file:///etc/passwd', none],
  ['ftp://files.example.cn/a', none],
  ['blob:https://portal.example.gov.cn/1', none],
  ['mailto:', none],
  // Other origins in the shape of a path.
  ['//evil.example/x', none],
  ['///evil.example/x', none],
  ['/\\evil.example/x', none],
  ['\\\\evil.example\\x', none],
  ['/content#/.//evil.example/x', none],
  ['/content#//evil.example/x', none],
  ['/#//evil.example', none],
  ['/.//evil.example/x', none],
  ['/%2f%2fevil.example/x', none],
  ['/%5cevil.example', none],
  ['/a//b', none],
  ['/../x', none],
  ['/a/../../x', none],
  ['/%2e%2e/x', none],
  ['/.%2E/x', none],
  [`${origin}/../x`, none],
  ['/content#/../x', none],
  ['/content#/content#/x', none],
  // Half-written, relative and disguised addresses.
  ['http:evil.example', none],
  ['https:/evil.example', none],
  ['https:///evil.example', none],
  ['https://user:pass@evil.example/', none],
  [`https://x@${origin.slice(8)}/index`, none],
  ['https://evil.example\u2028/x', none],
  ['/index\u202e', none],
  ['/in\u00a0dex', none],
  ['index', none],
  ['./index', none],
  ['../index', none],
  ['?token=x', none],
  ['#top', none],
  ['', none],
  ['   ', none],
];

describe('readAddress', () => {
  it(`reads ${table.length} crafted addresses by the one policy`, () => {
    const misread = table
      .map(([address, expected]) => ({ address, expected, actual: readAddress(address, origin) }))
      .filter(({ expected, actual }) => JSON.stringify(expected) !== JSON.stringify(actual));
    expect(misread).toEqual([]);
    expect(table.length).toBeGreaterThanOrEqual(50);
  });

  it('reads nothing as an address when there is no address', () => {
    expect(readAddress(null, origin)).toEqual(none);
    expect(readAddress(undefined, origin)).toEqual(none);
  });

  it('reads addresses where there is no page to take an origin from', () => {
    expect(readAddress('/content#/index', '')).toEqual(here('/index'));
    expect(readAddress('https://www.gov.cn/', 'not an origin')).toEqual(away('https://www.gov.cn/'));
    expect(readAddress('//evil.example', '')).toEqual(none);
  });

  it('opens pages only at a path here or an http(s) address, never at mail, phone or script', () => {
    expect(pageHref('/content#/index', origin)).toBe('/index');
    expect(pageHref('https://sso.example.gov.cn/login', origin)).toBe('https://sso.example.gov.cn/login');
    expect(pageHref('mailto:help@example.cn', origin)).toBeUndefined();
    expect(pageHref('javascript:alert(1)', origin)).toBeUndefined();
    expect(pageHref(' data:text/html,x', origin)).toBeUndefined();
  });

  it('gives the href a link should carry, or none to show the text alone', () => {
    expect(addressHref('/content#/commendIndex', origin)).toBe('/commendIndex');
    expect(addressHref('https://www.gov.cn', origin)).toBe('https://www.gov.cn/');
    expect(addressHref('javascript:alert(1)', origin)).toBeUndefined();
  });
});
