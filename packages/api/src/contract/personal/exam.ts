import type { ApiClient, CallOptions } from '../../client/createApiClient';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead, useApiWrite } from '../swr';
import { userExamPaths } from './userExam';

/**
 * One family of calls for every quiz of the portal (docs/product/exams.md#exam-calls): the
 * family's quizzes each go list → start a record → paper → save → submit, then review.
 * [A] The paths and payloads are ours: one family keyed by `kind`, so one exam screen serves
 * the fun quiz, the in-class test, the training exam, the mock and formal quizzes and the
 * class exam; a real backend's per-kind paths map onto these six calls in one place.
 */
export const examPaths = {
  list: 'api/exam/list',
  start: 'api/exam/start',
  paper: 'api/exam/paper',
  save: 'api/exam/save',
  submit: 'api/exam/submit',
  review: 'api/exam/review',
} as const;

/** The quiz kinds (docs/product/exams.md#exam-kinds): 趣味答题, 随堂测试, 培训考试, 模拟测验, 正式测验, 专题班考试. */
export const examKinds = ['fun', 'inClass', 'training', 'mock', 'formal', 'class'] as const;
export type ExamKind = (typeof examKinds)[number];

/** [A] How long after the deadline a submit is still accepted (a slow network at the last second). */
export const examSubmitGraceSeconds = 60;

/** Answers by question id; each an array of option keys ('A'…), empty when unanswered. */
export type ExamAnswers = Record<string, string[]>;
const ExamAnswersSchema = v.record(v.string(), v.array(v.string()));

/** An exam as its list shows it [A: every field]. */
export const ExamSummarySchema = v.looseObject({
  examId: idString,
  kind: v.picklist(examKinds),
  name: v.string(),
  questionCount: looseNumber,
  totalScore: looseNumber,
  passMark: looseNumber,
  /** Null: no time limit. */
  timeLimitSeconds: v.nullable(looseNumber),
  /** Null: unlimited attempts. */
  maxAttempts: v.nullish(looseNumber, null),
  attemptsUsed: v.nullish(looseNumber, 0),
  bestScore: v.nullish(looseNumber, null),
  passed: v.nullish(v.boolean(), false),
  /** Whether now is within the exam's window. */
  availability: v.picklist(['upcoming', 'open', 'closed']),
  startTime: optionalText,
  endTime: optionalText,
  courseId: optionalText,
  tbtpId: optionalText,
  tbtpName: optionalText,
  /** A started, unsubmitted record: starting again resumes it. */
  unfinishedRecordId: optionalText,
  /** The latest submitted record, for the review. */
  lastRecordId: optionalText,
});
export type ExamSummary = v.InferOutput<typeof ExamSummarySchema>;

/** POST api/exam/list: the learner's exams of one kind. */
export async function fetchExams(client: ApiClient, params: { kind: ExamKind }): Promise<ExamSummary[]> {
  const path = examPaths.list;
  return readData(await client.post(path, params), v.array(ExamSummarySchema), path);
}

export const useExams = (params: { kind: ExamKind }) => useApiRead([examPaths.list, params], ({ pc }) => fetchExams(pc, params));

/**
 * A started attempt [A]. Times are ISO 8601 with offset. The server owns the clock: `deadline`
 * is `startedAt + timeLimitSeconds` on the server's clock, and `serverNow` lets the client
 * count down without trusting its own clock (see `examSecondsLeft`).
 */
export const ExamRecordSchema = v.looseObject({
  recordId: idString,
  examId: idString,
  startedAt: v.string(),
  timeLimitSeconds: v.nullable(looseNumber),
  deadline: v.nullish(v.string(), null),
  serverNow: v.string(),
  /** Answers saved so far: empty for a new record, the saved ones when resuming. */
  answers: ExamAnswersSchema,
  /** True when this is an unfinished record started earlier (a reload). */
  resumed: v.nullish(v.boolean(), false),
});
export type ExamRecord = v.InferOutput<typeof ExamRecordSchema>;

/**
 * POST api/exam/start: starts an attempt, or returns the unfinished one with its saved
 * answers, so a reload never loses answers. Refused outside the exam's window and when no
 * attempt is left.
 */
export async function startExam(client: ApiClient, params: { examId: string }): Promise<ExamRecord> {
  const path = examPaths.start;
  return readData(await client.post(path, params), ExamRecordSchema, path);
}

export const useStartExam = () =>
  useApiWrite((clients, params: { examId: string }) => startExam(clients.pc, params), [examPaths.list, userExamPaths.userExams]);

/** A question as the paper shows it: never with its answer [A]. */
export const ExamQuestionSchema = v.looseObject({
  id: idString,
  type: v.picklist(['single', 'multiple', 'judge']),
  stem: v.string(),
  options: v.array(v.looseObject({ key: v.string(), text: v.string() })),
  score: looseNumber,
});
export type ExamQuestion = v.InferOutput<typeof ExamQuestionSchema>;

/** A record's paper [A]. */
export const ExamPaperSchema = v.looseObject({
  recordId: idString,
  examId: idString,
  kind: v.picklist(examKinds),
  name: v.string(),
  totalScore: looseNumber,
  passMark: looseNumber,
  timeLimitSeconds: v.nullable(looseNumber),
  startedAt: v.string(),
  deadline: v.nullish(v.string(), null),
  serverNow: v.string(),
  submitted: v.nullish(v.boolean(), false),
  questions: v.array(ExamQuestionSchema),
});
export type ExamPaper = v.InferOutput<typeof ExamPaperSchema>;

/** POST api/exam/paper. */
export async function fetchExamPaper(client: ApiClient, params: { recordId: string }): Promise<ExamPaper> {
  const path = examPaths.paper;
  return readData(await client.post(path, params), ExamPaperSchema, path);
}

/** Waits until a record is started. The paper does not change, so it is not revalidated on focus. */
export const useExamPaper = (recordId: string | null | undefined) =>
  useApiRead(recordId ? [examPaths.paper, { recordId }] : null, ({ pc }) => fetchExamPaper(pc, { recordId: String(recordId) }), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });

/**
 * Seconds left on a time-limited paper, by the server's clock: the server's time left when the
 * reply was received, less what has passed locally since. Null without a limit.
 */
export function examSecondsLeft(
  paper: Pick<ExamPaper, 'deadline' | 'serverNow'>,
  receivedAtMs: number,
  nowMs: number,
): number | null {
  if (!paper.deadline) return null;
  const leftAtReceipt = Date.parse(paper.deadline) - Date.parse(paper.serverNow);
  return Math.max(0, Math.floor((leftAtReceipt - (nowMs - receivedAtMs)) / 1000));
}

export const ExamSaveResultSchema = v.looseObject({
  saved: v.boolean(),
  savedAt: v.string(),
  /** Questions with an answer after the merge. */
  answeredCount: looseNumber,
});
export type ExamSaveResult = v.InferOutput<typeof ExamSaveResultSchema>;

/**
 * POST api/exam/save: merges the given answers into the record (an empty array clears one);
 * saving the same answers again changes nothing. A timer-driven save may pass `silent` and
 * show its own message when it fails.
 */
export async function saveExamAnswers(client: ApiClient, params: { recordId: string; answers: ExamAnswers }, options?: CallOptions): Promise<ExamSaveResult> {
  const path = examPaths.save;
  return readData(await client.post(path, params, options), ExamSaveResultSchema, path);
}

export const useSaveExamAnswers = () =>
  useApiWrite((clients, params: { recordId: string; answers: ExamAnswers }) => saveExamAnswers(clients.pc, params), []);

/** A graded attempt [A]. `autoSubmitted`: the server closed it with the saved answers at the deadline. */
export const ExamResultSchema = v.looseObject({
  recordId: idString,
  examId: idString,
  score: looseNumber,
  totalScore: looseNumber,
  passMark: looseNumber,
  passed: v.boolean(),
  correctCount: v.nullish(looseNumber, 0),
  questionCount: v.nullish(looseNumber, 0),
  submittedAt: v.string(),
  autoSubmitted: v.nullish(v.boolean(), false),
});
export type ExamResult = v.InferOutput<typeof ExamResultSchema>;

/**
 * POST api/exam/submit: merges the answers, grades and closes the record. Submitting again
 * returns the same result and never counts twice. Accepted until the deadline plus
 * `examSubmitGraceSeconds`; after that the server has closed the record with the saved
 * answers and refuses with its message. An exam screen retrying a lost submit may pass `silent`
 * and say itself that it is retrying.
 */
export async function submitExam(client: ApiClient, params: { recordId: string; answers: ExamAnswers }, options?: CallOptions): Promise<ExamResult> {
  const path = examPaths.submit;
  return readData(await client.post(path, params, options), ExamResultSchema, path);
}

export const useSubmitExam = () =>
  useApiWrite((clients, params: { recordId: string; answers: ExamAnswers }) => submitExam(clients.pc, params), [
    examPaths.list,
    examPaths.review,
    userExamPaths.userExams,
    userExamPaths.assessmentResult,
  ]);

/** A question after submission: the learner's answer, the correct one and why [A]. */
export const ExamReviewQuestionSchema = v.looseObject({
  ...ExamQuestionSchema.entries,
  yourAnswer: v.array(v.string()),
  correctAnswer: v.array(v.string()),
  correct: v.boolean(),
  explanation: v.nullish(v.string(), ''),
});
export type ExamReviewQuestion = v.InferOutput<typeof ExamReviewQuestionSchema>;

export const ExamReviewSchema = v.looseObject({
  ...ExamResultSchema.entries,
  name: v.string(),
  kind: v.picklist(examKinds),
  questions: v.array(ExamReviewQuestionSchema),
});
export type ExamReview = v.InferOutput<typeof ExamReviewSchema>;

/** POST api/exam/review: only for a submitted record; refused before. */
export async function fetchExamReview(client: ApiClient, params: { recordId: string }): Promise<ExamReview> {
  const path = examPaths.review;
  return readData(await client.post(path, params), ExamReviewSchema, path);
}

export const useExamReview = (recordId: string | null | undefined) =>
  useApiRead(recordId ? [examPaths.review, { recordId }] : null, ({ pc }) => fetchExamReview(pc, { recordId: String(recordId) }));
