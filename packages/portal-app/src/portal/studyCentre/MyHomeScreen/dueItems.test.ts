import type { MyTbtpClass, UserExam } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { dueItems } from './dueItems';

const exam = (fields: Partial<UserExam>): UserExam => ({
  examId: 'exam-1',
  examName: '结业考试',
  tbtpId: 'tbtp-04',
  tbtpName: null,
  startTime: '2026-03-01 00:00:00',
  endTime: '2026-03-31 23:59:59',
  timeLimitSeconds: 1200,
  totalScore: 100,
  passMark: 60,
  maxAttempts: 3,
  attemptsUsed: 0,
  bestScore: null,
  passed: false,
  status: '进行中',
  ...fields,
});

const learnerClass = (fields: Partial<MyTbtpClass>): MyTbtpClass =>
  ({ tbtpId: 'tbtp-03', name: '基层治理能力提升班', endDate: '2026-05-31', progress: 40, ended: false, enrolled: true, requiredHours: 1, ...fields }) as MyTbtpClass;

describe('dueItems', () => {
  it('lists unread messages first, then exams and classes by their closing dates', () => {
    const items = dueItems({
      exams: [exam({})],
      classes: [learnerClass({}), learnerClass({ tbtpId: 'tbtp-08', name: '党务工作者业务能力提升班', endDate: '2026-03-20', progress: 75 })],
      unreadLetters: 4,
    });
    expect(items.map((item) => [item.text, item.due, item.href])).toEqual([
      ['阅读 4 条未读消息', null, '/messageCenter'],
      ['完成专题班：党务工作者业务能力提升班（已完成 75%）', '2026-03-20', '/projectDetail?id=tbtp-08'],
      ['参加考试：结业考试', '2026-03-31 23:59:59', '/projectStartExam?id=tbtp-04&examId=exam-1'],
      ['完成专题班：基层治理能力提升班（已完成 40%）', '2026-05-31', '/projectDetail?id=tbtp-03'],
    ]);
  });

  it('leaves out what cannot or need not be done: passed, closed or used-up exams, finished or ended classes, no unread', () => {
    const items = dueItems({
      exams: [exam({ passed: true }), exam({ examId: 'e2', status: '已结束' }), exam({ examId: 'e3', status: '未开始' }), exam({ examId: 'e4', attemptsUsed: 3 })],
      classes: [learnerClass({ progress: 100 }), learnerClass({ tbtpId: 'tbtp-05', ended: true })],
      unreadLetters: 0,
    });
    expect(items).toEqual([]);
  });

  it('puts what has no closing date last', () => {
    const items = dueItems({ exams: [exam({ endTime: null })], classes: [learnerClass({ endDate: '2026-04-01' })], unreadLetters: 0 });
    expect(items.map((item) => item.key)).toEqual(['class-tbtp-03', 'exam-exam-1']);
  });
});
