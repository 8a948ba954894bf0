import type { ExamSummary } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { attemptsText, examAction } from './examAction';

const exam: ExamSummary = {
  examId: 'exam-formal-001',
  kind: 'formal',
  name: '党内法规知识正式测验',
  questionCount: 12,
  totalScore: 100,
  passMark: 60,
  timeLimitSeconds: 2700,
  maxAttempts: 2,
  attemptsUsed: 0,
  bestScore: null,
  passed: false,
  availability: 'open',
  startTime: '2026-03-01 00:00:00',
  endTime: '2026-03-31 23:59:59',
  courseId: null,
  tbtpId: null,
  tbtpName: null,
  unfinishedRecordId: null,
  lastRecordId: null,
};

describe('what a learner can do with an exam', () => {
  it('starts, then takes it again while attempts remain', () => {
    expect(examAction(exam)).toEqual({ kind: 'start', label: '开始答题' });
    expect(examAction({ ...exam, attemptsUsed: 1 })).toEqual({ kind: 'start', label: '再考一次' });
    expect(examAction({ ...exam, attemptsUsed: 2 })).toEqual({ kind: 'none', reason: '已达到最多考试次数（2次）' });
    expect(examAction({ ...exam, maxAttempts: null, attemptsUsed: 9 })).toEqual({ kind: 'start', label: '再考一次' });
  });

  it('always offers to resume an unfinished attempt, even after the window closed', () => {
    expect(examAction({ ...exam, availability: 'closed', unfinishedRecordId: 'rec-1' })).toEqual({ kind: 'resume', label: '继续作答', recordId: 'rec-1' });
  });

  it('says why an exam outside its window cannot be started', () => {
    expect(examAction({ ...exam, availability: 'upcoming' })).toEqual({ kind: 'none', reason: '2026-03-01 00:00:00 开始' });
    expect(examAction({ ...exam, availability: 'closed' })).toEqual({ kind: 'none', reason: '考试已结束' });
  });

  it('states the attempts against the limit', () => {
    expect(attemptsText({ attemptsUsed: 1, maxAttempts: 3 })).toBe('已考 1 次 / 最多 3 次');
    expect(attemptsText({ attemptsUsed: 0, maxAttempts: null })).toBe('已考 0 次（不限次数）');
  });
});
