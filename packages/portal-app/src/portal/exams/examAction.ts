import type { ExamSummary, UserExam } from '@study-portal/api';

/** What a learner can do with an exam now, and why not when they cannot. */
export type ExamAction =
  | { kind: 'start'; label: '开始答题' | '再考一次' }
  | { kind: 'resume'; label: '继续作答'; recordId: string }
  | { kind: 'none'; reason: string };

export function examAction(exam: ExamSummary): ExamAction {
  // An attempt already under way is always resumable: its answers must never be stranded.
  if (exam.unfinishedRecordId) return { kind: 'resume', label: '继续作答', recordId: exam.unfinishedRecordId };
  if (exam.availability === 'upcoming') return { kind: 'none', reason: exam.startTime ? `${exam.startTime} 开始` : '尚未开始' };
  if (exam.availability === 'closed') return { kind: 'none', reason: '考试已结束' };
  if (exam.maxAttempts !== null && exam.attemptsUsed >= exam.maxAttempts) return { kind: 'none', reason: `已达到最多考试次数（${exam.maxAttempts}次）` };
  return { kind: 'start', label: exam.attemptsUsed > 0 ? '再考一次' : '开始答题' };
}

/** 已考 1 次 / 最多 3 次, or 不限次数. */
export const attemptsText = (exam: Pick<ExamSummary, 'attemptsUsed' | 'maxAttempts'>) =>
  exam.maxAttempts === null ? `已考 ${exam.attemptsUsed} 次（不限次数）` : `已考 ${exam.attemptsUsed} 次 / 最多 ${exam.maxAttempts} 次`;

export const windowText = (exam: Pick<ExamSummary, 'startTime' | 'endTime'>) =>
  exam.startTime || exam.endTime ? `${exam.startTime ?? '即日'} 至 ${exam.endTime ?? '长期'}` : '长期开放';

export const availabilityText = { upcoming: '未开始', open: '进行中', closed: '已结束' } as const;

/** Whether the learner can sit a class exam now: its window is open and an attempt is left. */
export const canTakeExam = (exam: Pick<UserExam, 'status' | 'maxAttempts' | 'attemptsUsed'>) =>
  exam.status === '进行中' && (exam.maxAttempts === null || exam.attemptsUsed < exam.maxAttempts);
