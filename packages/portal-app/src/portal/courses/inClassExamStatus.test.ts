import { describe, expect, it } from 'vitest';
import { examStatusText } from './inClassExamStatus';

describe('the in-class test’s state', () => {
  it('says passed, failed or not taken', () => {
    expect(examStatusText('1')).toBe('已通过');
    expect(examStatusText('2')).toBe('未通过');
    expect(examStatusText(null)).toBe('未参加');
  });
});
