import {
  examPaths,
  fetchExamPaper,
  fetchExamReview,
  saveExamAnswers,
  startExam,
  submitExam,
  usePortalClients,
  userExamPaths,
  type CallOptions,
  type ExamAnswers,
  type ExamPaper,
  type ExamRecord,
  type ExamResult,
  type ExamReview,
  type ExamSaveResult,
} from '@study-portal/api';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';

/**
 * The calls a paper makes while it is taken. The engine takes them as a parameter, so unit
 * tests drive it with fakes and the screens with the portal's clients. Saves and submits take
 * call options: the engine says itself that it is retrying (useExamAttempt).
 */
export interface ExamCalls {
  start(examId: string): Promise<ExamRecord>;
  save(recordId: string, answers: ExamAnswers, options: CallOptions): Promise<ExamSaveResult>;
  submit(recordId: string, answers: ExamAnswers, options: CallOptions): Promise<ExamResult>;
  /** The paper as the server has it now: after a refusal, whether it was closed meanwhile. */
  paper(recordId: string): Promise<ExamPaper>;
  review(recordId: string): Promise<ExamReview>;
}

// What a started or submitted attempt changes: lists, standings, and the cached paper itself.
const changedByAttempt: readonly string[] = [examPaths.list, examPaths.paper, examPaths.review, userExamPaths.userExams, userExamPaths.assessmentResult];

export function useExamCalls(): ExamCalls {
  const { pc } = usePortalClients();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refresh = () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && changedByAttempt.includes(key[0]));
    return {
      async start(examId) {
        const record = await startExam(pc, { examId });
        void refresh();
        return record;
      },
      save: (recordId, answers, options) => saveExamAnswers(pc, { recordId, answers }, options),
      async submit(recordId, answers, options) {
        const result = await submitExam(pc, { recordId, answers }, options);
        void refresh();
        return result;
      },
      paper: (recordId) => fetchExamPaper(pc, { recordId }),
      review: (recordId) => fetchExamReview(pc, { recordId }),
    };
  }, [pc, mutate]);
}
