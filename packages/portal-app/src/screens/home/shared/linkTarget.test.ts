import { describe, expect, it } from 'vitest';
import { linkTarget } from './linkTarget';

describe('where a banner or book address may lead', () => {
  it('routes a portal path inside the app', () => {
    expect(linkTarget('/subjectDetail?id=s1')).toEqual({ kind: 'internal', to: '/subjectDetail?id=s1' });
  });

  it('opens an http(s) address elsewhere', () => {
    expect(linkTarget('https://library.example.cn/books/bk-01')).toEqual({ kind: 'external', href: 'https://library.example.cn/books/bk-01' });
    expect(linkTarget('http://example.cn')).toEqual({ kind: 'external', href: 'http://example.cn' });
  });

  it('makes no link of script, data or protocol-relative addresses', () => {
    expect(linkTarget('javascript:alert(1)')).toBeUndefined();
    expect(linkTarget(' JavaScript:alert(1)')).toBeUndefined();
    expect(linkTarget('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(linkTarget('//evil.example')).toBeUndefined();
    expect(linkTarget('/\\evil.example')).toBeUndefined();
  });

  it('makes no link of nothing', () => {
    expect(linkTarget(null)).toBeUndefined();
    expect(linkTarget('')).toBeUndefined();
    expect(linkTarget('   ')).toBeUndefined();
  });
});
