import { describe, expect, it } from 'vitest';
import { attemptsText, examActions, timeLimitText } from './examActions';

describe('class exam actions', () => {
  it('offer the exam while it is open and attempts are left, and the review once one was handed in', () => {
    expect(examActions({ status: '进行中', attemptsUsed: 0, maxAttempts: 3 })).toEqual({ start: '参加考试', review: false });
    expect(examActions({ status: '进行中', attemptsUsed: 1, maxAttempts: 3 })).toEqual({ start: '再次考试', review: true });
    expect(examActions({ status: '进行中', attemptsUsed: 3, maxAttempts: 3 })).toEqual({ review: true });
    expect(examActions({ status: '进行中', attemptsUsed: 5, maxAttempts: null })).toEqual({ start: '再次考试', review: true });
    expect(examActions({ status: '已结束', attemptsUsed: 1, maxAttempts: 3 })).toEqual({ review: true });
    expect(examActions({ status: '未开始', attemptsUsed: 0, maxAttempts: 3 })).toEqual({ review: false });
  });

  it('describe the time limit and the attempts', () => {
    expect(timeLimitText(3600)).toBe('60 分钟');
    expect(timeLimitText(null)).toBe('不限时');
    expect(timeLimitText(0)).toBe('不限时');
    expect(attemptsText({ attemptsUsed: 1, maxAttempts: 3 })).toBe('1 / 3');
    expect(attemptsText({ attemptsUsed: 0, maxAttempts: null })).toBe('0 / 不限');
  });
});
