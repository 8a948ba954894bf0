import { describe, expect, it } from 'vitest';
import { cleanText, isBlankText, textLength } from './text';

describe('typed text', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\u3000\u3000', true],
    ['\u200b\u200c\u200d', true],
    ['\u200e\u200f\u202a\u202c', true],
    ['\ufeff\u00ad\u2060', true],
    ['\t\n\u00a0', true],
    ['\u3164\u115f', true],
    ['建议', false],
    ['\u200b建议\u200b', false],
    ['😀', false],
  ])('reads %j as blank: %s', (value, blank) => {
    expect(isBlankText(value)).toBe(blank);
  });

  it('takes invisible characters off the ends only', () => {
    expect(cleanText('\u200b\u3000 学习 心得\u200f ')).toBe('学习 心得');
  });

  it('counts code points, so an emoji or a rare character is one', () => {
    expect(textLength('😀😀😀😀')).toBe(4);
    expect(textLength('𠀀字')).toBe(2);
    expect('😀😀😀😀'.length).toBe(8);
  });
});
