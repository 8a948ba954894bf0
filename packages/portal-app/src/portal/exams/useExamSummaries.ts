import { examPaths, fetchExams, useApiRead, type ExamKind } from '@study-portal/api';

/**
 * The learner's exams of one or more kinds in one list (/solidify/officialExam takes mock and
 * formal quizzes alike). The key starts with the list's path, so a submit refreshes it.
 */
export const useExamSummaries = (kinds: readonly ExamKind[]) =>
  useApiRead([examPaths.list, { kinds }], async ({ pc }) => (await Promise.all(kinds.map((kind) => fetchExams(pc, { kind })))).flat());
