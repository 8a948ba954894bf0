import type { ExamKind, ExamSummary } from '@study-portal/api';
import { examAction } from './examAction';
import { examListAddress, examTakeAddress } from './addresses';
import { examTexts } from './examTexts';

export interface ResultLink {
  href: string;
  label: string;
}

/**
 * Where a graded attempt leads: another attempt when the exam still allows one, and back to
 * the list the learner came from: a course's tests, a class's exams, or the kind's list.
 */
export function afterResult(kind: ExamKind, summary: ExamSummary | undefined): { retake: ResultLink | null; back: ResultLink } {
  const action = summary ? examAction(summary) : null;
  const retake = summary && action?.kind === 'start' ? { href: examTakeAddress(kind, summary.examId), label: examTexts.result.retake } : null;
  if (kind === 'inClass' && summary?.courseId) {
    return { retake, back: { href: examListAddress(kind, { courseId: summary.courseId }), label: examTexts.result.backToCourse } };
  }
  if (kind === 'class' && summary?.tbtpId) {
    return { retake, back: { href: examListAddress(kind, { classId: summary.tbtpId }), label: examTexts.result.backToClass } };
  }
  return { retake, back: { href: examListAddress(kind), label: examTexts.result.backToList } };
}
