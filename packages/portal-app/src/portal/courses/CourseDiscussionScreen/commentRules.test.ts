import { describe, expect, it } from 'vitest';
import { commentError, commentLength } from './commentRules';

describe('a discussion comment', () => {
  it('must say something', () => {
    expect(commentError('')).toBe('请输入讨论内容');
    expect(commentError(' \n\t ')).toBe('请输入讨论内容');
  });

  it('may be up to 500 characters, counted as a reader counts them', () => {
    expect(commentError('好'.repeat(500))).toBeUndefined();
    expect(commentError('好'.repeat(501))).toBe('讨论内容不能超过500字');
    expect(commentLength('👍'.repeat(3))).toBe(3);
    expect(commentError('👍'.repeat(500))).toBeUndefined();
  });

  it('does not count the spaces around it', () => {
    expect(commentError(`  ${'好'.repeat(500)}  `)).toBeUndefined();
  });
});
