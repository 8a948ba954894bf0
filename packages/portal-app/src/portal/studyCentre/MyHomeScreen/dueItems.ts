import type { MyTbtpClass, UserExam } from '@study-portal/api';
import { classAddress, classExamAddress } from '../../classes/addresses';
import { examTakeAddress } from '../../exams/addresses';
import { canTakeExam } from '../../exams';

/** One thing the learner has to do, by when, and where to do it. */
export interface DueItem {
  key: string;
  text: string;
  /** The deadline (yyyy-MM-dd…), or null when there is none. */
  due: string | null;
  href: string;
}

export interface DueSources {
  /** The learner's class exams. */
  exams: readonly UserExam[];
  /** The learner's classes under way. */
  classes: readonly MyTbtpClass[];
  unreadLetters: number;
}

/**
 * What is due, soonest first: unread messages (they have no deadline but wait for the
 * learner), then exams that can be sat and are not passed yet, and classes not yet finished,
 * by their closing dates.
 */
export function dueItems({ exams, classes, unreadLetters }: DueSources): DueItem[] {
  const dated: DueItem[] = [
    ...exams
      .filter((exam) => canTakeExam(exam) && !exam.passed)
      .map((exam) => ({
        key: `exam-${exam.examId}`,
        text: `参加考试：${exam.examName}`,
        due: exam.endTime ?? null,
        href: exam.tbtpId ? classExamAddress(exam.tbtpId, exam.examId) : examTakeAddress('class', exam.examId),
      })),
    ...classes
      .filter((item) => !item.ended && (item.progress ?? 0) < 100)
      .map((item) => ({
        key: `class-${item.tbtpId}`,
        text: `完成专题班：${item.name}（已完成 ${item.progress ?? 0}%）`,
        due: item.endDate ?? null,
        href: classAddress(item.tbtpId),
      })),
  ].sort((a, b) => (a.due ?? '9999').localeCompare(b.due ?? '9999'));
  const letters: DueItem[] = unreadLetters > 0 ? [{ key: 'letters', text: `阅读 ${unreadLetters} 条未读消息`, due: null, href: '/messageCenter' }] : [];
  return [...letters, ...dated];
}
