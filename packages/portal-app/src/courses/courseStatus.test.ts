import { describe, expect, it } from 'vitest';
import { examStatusText, studyStatusOf } from './courseStatus';

describe('a course’s study status on a card', () => {
  it('reads the family’s codes', () => {
    expect(studyStatusOf({ studyStatus: '2' })).toBe('completed');
    expect(studyStatusOf({ studyStatus: '1' })).toBe('inProgress');
    expect(studyStatusOf({ studyStatus: '0' })).toBe('notStarted');
    expect(studyStatusOf({ studyStatus: null })).toBe('notStarted');
  });

  it('takes a status text other than 未学习 as started where the code is missing', () => {
    expect(studyStatusOf({ studyStatus: null, showStatusMsg: '学习中' })).toBe('inProgress');
    expect(studyStatusOf({ studyStatus: null, showStatusMsg: '未学习' })).toBe('notStarted');
    expect(studyStatusOf({ studyStatus: '2', showStatusMsg: '学习中' })).toBe('completed');
  });
});

describe('the in-class test’s state', () => {
  it('says passed, failed or not taken', () => {
    expect(examStatusText('1')).toBe('已通过');
    expect(examStatusText('2')).toBe('未通过');
    expect(examStatusText(null)).toBe('未参加');
  });
});
