import { describe, expect, it } from 'vitest';
import { displayLengths, displayText } from './displayText';

const codePoints = (text: string) => [...text].length;

describe('displayText', () => {
  it('gives text within its bounds back unchanged, and nothing for nothing', () => {
    expect(displayText('学习贯彻党的二十届三中全会精神', displayLengths.title)).toBe('学习贯彻党的二十届三中全会精神');
    expect(displayText('Café', 4)).toBe('Café');
    expect(displayText('', 10)).toBe('');
    expect(displayText(null, 10)).toBe('');
    expect(displayText(undefined, 10)).toBe('');
  });

  it('keeps markup as the characters it is', () => {
    expect(displayText('<script>alert(1)</script>专题', displayLengths.title)).toBe('<script>alert(1)</script>专题');
  });

  it('cuts a long text to the limit, the ellipsis being the last character', () => {
    const cut = displayText('专'.repeat(500), 50);
    expect(codePoints(cut)).toBe(50);
    expect(cut).toBe(`${'专'.repeat(49)}…`);
    expect(displayText('abcdef', 5)).toBe('abcd…');
    expect(displayText('abcde', 5)).toBe('abcde');
  });

  it('counts characters outside the basic plane as one, and never splits a surrogate pair', () => {
    expect(displayText('😀'.repeat(5), 5)).toBe('😀'.repeat(5));
    const cut = displayText('😀'.repeat(10), 5);
    expect(cut).toBe(`${'😀'.repeat(4)}…`);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('cuts before a character as the reader sees it rather than through it', () => {
    // A family emoji is seven code points; a flag is two regional indicators.
    const family = '👨‍👩‍👧‍👦';
    expect(displayText(`ab${family}cd`, 6)).toBe('ab…');
    expect(displayText(`abc🇨🇳🇨🇳`, 5)).toBe('abc…');
    expect(displayText('e\u0301e\u0301e\u0301', 4)).toBe('e\u0301…');
  });

  it('cuts one runaway character when it is all there is to keep', () => {
    const chain = '👍\u200D'.repeat(100);
    const cut = displayText(chain, 10);
    expect(codePoints(cut)).toBe(10);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('keeps at most thirty combining marks in a row, as many as any script uses', () => {
    expect(displayText(`Z${'\u0301'.repeat(30)}`, 100)).toBe(`Z${'\u0301'.repeat(30)}`);
    expect(displayText(`Z${'\u0301'.repeat(31)}a`, 100)).toBe(`Z${'\u0301'.repeat(30)}a`);
    // Vietnamese stacks two marks on a letter, Devanagari a vowel sign and a nasal mark.
    expect(displayText('Tiếng Việt', 20)).toBe('Tiếng Việt');
    expect(displayText('हिंदी', 20)).toBe('हिंदी');
  });

  it('bounds a zalgo text of a hundred thousand marks and an endless word', () => {
    const zalgo = `Z${'\u0301'.repeat(100_000)}`;
    expect(displayText(zalgo, displayLengths.title)).toBe(`Z${'\u0301'.repeat(30)}`);
    const word = 'Unbreakable'.repeat(2_000);
    const title = displayText(`超长专题${zalgo} ${word}`, displayLengths.title);
    expect(codePoints(title)).toBe(displayLengths.title);
    expect(title.startsWith(`超长专题Z${'\u0301'.repeat(30)} Unbreakable`)).toBe(true);
    expect(title.endsWith('…')).toBe(true);
  });

  it('leaves no space before the ellipsis', () => {
    expect(displayText('一二三 四五六', 5)).toBe('一二三…');
  });

  it('takes any limit as at least one character', () => {
    expect(displayText('abc', 0)).toBe('…');
    expect(displayText('abc', 2.7)).toBe('a…');
  });
});
