import type { ExamSummary } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { afterResult } from './afterResult';

const summary = (fields: Partial<ExamSummary>): ExamSummary => ({
  examId: 'exam-c15',
  kind: 'inClass',
  name: '随堂测试',
  questionCount: 5,
  totalScore: 100,
  passMark: 60,
  timeLimitSeconds: null,
  maxAttempts: 3,
  attemptsUsed: 1,
  bestScore: 40,
  passed: false,
  availability: 'open',
  startTime: null,
  endTime: null,
  courseId: 'c15',
  tbtpId: null,
  tbtpName: null,
  unfinishedRecordId: null,
  lastRecordId: 'rec-1',
  ...fields,
});

describe('afterResult', () => {
  it('offers another attempt while the exam allows one, and leads back to the course\'s tests', () => {
    expect(afterResult('inClass', summary({}))).toEqual({
      retake: { href: '/examManage/startExam?examId=exam-c15', label: '再考一次' },
      back: { href: '/examManage/manageExam?courseId=c15', label: '返回本课程测试' },
    });
  });

  it('offers none once the attempts are used up or the exam has closed', () => {
    expect(afterResult('inClass', summary({ attemptsUsed: 3 })).retake).toBeNull();
    expect(afterResult('inClass', summary({ availability: 'closed' })).retake).toBeNull();
  });

  it('leads a class exam back to its class\'s exams, and other kinds to their list', () => {
    expect(afterResult('class', summary({ kind: 'class', courseId: null, tbtpId: 'tbtp-04' })).back).toEqual({ href: '/projectStartExam?id=tbtp-04', label: '返回本班考试' });
    expect(afterResult('training', summary({ kind: 'training', courseId: null })).back).toEqual({ href: '/startCultivate/CultivateExam', label: '返回列表' });
  });

  it('leads to the kind\'s list and offers no attempt before the exam is known', () => {
    expect(afterResult('mock', undefined)).toEqual({ retake: null, back: { href: '/solidify/textManage', label: '返回列表' } });
  });
});
