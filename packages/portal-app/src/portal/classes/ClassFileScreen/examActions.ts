import type { UserExam } from '@study-portal/api';

/** What a learner can do with a class exam from their file. */
export interface ExamActions {
  /** 参加考试 / 再次考试, when the exam is open and attempts are left. */
  start?: '参加考试' | '再次考试';
  /** 查看答卷, once an attempt was handed in. */
  review: boolean;
}

/** The exam's window is the server's (its `status`); attempts are counted against its limit, if any. */
export function examActions(exam: Pick<UserExam, 'status' | 'attemptsUsed' | 'maxAttempts'>): ExamActions {
  const used = exam.attemptsUsed ?? 0;
  const attemptsLeft = exam.maxAttempts === null || exam.maxAttempts === undefined || used < exam.maxAttempts;
  const open = exam.status === '进行中';
  return {
    ...(open && attemptsLeft ? { start: used > 0 ? ('再次考试' as const) : ('参加考试' as const) } : {}),
    review: used > 0,
  };
}

/** 60 分钟, or 不限时 without a limit. */
export function timeLimitText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || seconds <= 0) return '不限时';
  return `${Math.round(seconds / 60)} 分钟`;
}

/** 1 / 3, or 1 / 不限 without a limit. */
export const attemptsText = (exam: Pick<UserExam, 'attemptsUsed' | 'maxAttempts'>): string =>
  `${exam.attemptsUsed ?? 0} / ${exam.maxAttempts ?? '不限'}`;
