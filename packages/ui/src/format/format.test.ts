import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatNumber, isExternal, toDate } from './format';

describe('formatDate', () => {
  const local = new Date(2026, 2, 1, 8, 5, 9); // 2026-03-01 08:05:09 local, a Sunday

  it('uses YYYY-MM-DD HH:mm:ss by default', () => {
    expect(formatDate(local)).toBe('2026-03-01 08:05:09');
  });

  it('treats a 10-digit timestamp as seconds and longer ones as milliseconds', () => {
    const seconds = Math.floor(local.getTime() / 1000);
    expect(formatDate(seconds)).toBe('2026-03-01 08:05:09');
    expect(formatDate(String(seconds))).toBe('2026-03-01 08:05:09');
    expect(formatDate(local.getTime())).toBe('2026-03-01 08:05:09');
  });

  it('writes Chinese weekday names', () => {
    expect(formatDate(local, 'YYYY年MM月DD日 W')).toBe('2026年03月01日 星期日');
    expect(formatDate(new Date(2026, 2, 4), 'W')).toBe('星期三');
  });

  it('reads the backend form "YYYY-MM-DD HH:mm:ss"', () => {
    expect(formatDate('2026-03-01 08:05:09', 'HH:mm')).toBe('08:05');
  });

  it('gives an empty string for nothing or nonsense', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(toDate('abc')).toBeUndefined();
  });
});

describe('formatNumber', () => {
  it('accepts digits with an optional point and up to 20 decimals', () => {
    expect(formatNumber('12')).toBe('12');
    expect(formatNumber('12.')).toBe('12.');
    expect(formatNumber('0.12345678901234567890')).toBe('0.12345678901234567890');
    expect(formatNumber('0.123456789012345678901')).toBe('');
    expect(formatNumber('-1')).toBe('');
    expect(formatNumber('1e3')).toBe('');
    expect(formatNumber(' 3.5 ')).toBe('3.5');
  });

  it('fixes the decimals when asked, within 0 to 20', () => {
    expect(formatNumber(2.5, 1)).toBe('2.5');
    expect(formatNumber('2', 2)).toBe('2.00');
    expect(formatNumber(1.005, 40)).toHaveLength('1.'.length + 20);
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('isExternal', () => {
  it('recognises http, https, mailto and tel only', () => {
    expect(['http://a.cn', 'https://a.cn/x', 'mailto:a@b.cn', 'tel:010-1234567'].every(isExternal)).toBe(true);
    expect(['/index', 'content#/search', 'javascript:alert(1)', 'ftp://a.cn', 'HTTPS://A.CN'].some(isExternal)).toBe(false);
  });
});

describe('formatCount', () => {
  it('groups thousands as zh-CN does, for the counts the portal shows', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, 1234.5, 0.125, 98765.4321, -4321]) {
      expect(formatCount(value)).toBe(value.toLocaleString('zh-CN'));
    }
  });

  it('gives an empty string for a missing or unreadable count', () => {
    expect(formatCount(undefined)).toBe('');
    expect(formatCount(null)).toBe('');
    expect(formatCount(Number.NaN)).toBe('');
  });
});
