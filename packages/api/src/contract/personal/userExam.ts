import type { ApiClient } from '../../client/createApiClient';
import { fromPagingA, pagedA, toPagingA, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** The learner's class exams (/myExam) and a class's assessment (测评) result (docs/product/exams.md#class-exams-and-assessments). */
export const userExamPaths = {
  userExams: 'api/tbtp/exam/getUserExam',
  assessmentExamId: 'api/cePing/queryExamId',
  assessmentResult: 'api/cePing/queryExamResult',
} as const;

/**
 * A class exam with the learner's standing [F: class exams exist per class; A: every field].
 * `examId` is the id the exam calls (api/exam/*) take.
 */
export const UserExamSchema = v.looseObject({
  examId: idString,
  examName: v.string(),
  tbtpId: optionalText,
  tbtpName: optionalText,
  startTime: optionalText,
  endTime: optionalText,
  timeLimitSeconds: v.nullish(looseNumber, null),
  totalScore: looseNumber,
  passMark: looseNumber,
  maxAttempts: v.nullish(looseNumber, null),
  attemptsUsed: v.nullish(looseNumber, 0),
  bestScore: v.nullish(looseNumber, null),
  passed: v.nullish(v.boolean(), false),
  /** 未开始, 进行中 or 已结束, by the exam's window. */
  status: v.string(),
});
export type UserExam = v.InferOutput<typeof UserExamSchema>;

export interface UserExamQuery extends PageRequest {
  /** Only this class's exams. */
  tbtpId?: string;
}

/** POST api/tbtp/exam/getUserExam: my class exams, latest window first. [A] Paging style (a). */
export async function fetchUserExams(client: ApiClient, query: UserExamQuery): Promise<Page<UserExam>> {
  const path = userExamPaths.userExams;
  const reply = readData(await client.post(path, { ...toPagingA(query), tbtpId: query.tbtpId ?? '' }), pagedA(UserExamSchema), path);
  return fromPagingA(reply, query);
}

export const useUserExams = (query: UserExamQuery) => useApiRead([userExamPaths.userExams, query], ({ pc }) => fetchUserExams(pc, query));

/** [A] A class's assessment: its exam id, or null when the class has none. */
export const AssessmentExamIdSchema = v.looseObject({ examId: v.nullish(idString, null) });

/** POST api/cePing/queryExamId: which exam is the class's assessment. */
export async function fetchAssessmentExamId(client: ApiClient, params: { tbtpId: string }): Promise<string | null> {
  const path = userExamPaths.assessmentExamId;
  return readData(await client.post(path, params), AssessmentExamIdSchema, path).examId;
}

export const useAssessmentExamId = (tbtpId: string | null | undefined) =>
  useApiRead(tbtpId ? [userExamPaths.assessmentExamId, { tbtpId }] : null, ({ pc }) => fetchAssessmentExamId(pc, { tbtpId: String(tbtpId) }));

/** The learner's best result in an assessment; `taken` false before any submission [A]. */
export const AssessmentResultSchema = v.looseObject({
  examId: idString,
  examName: v.string(),
  taken: v.boolean(),
  score: v.nullish(looseNumber, null),
  totalScore: looseNumber,
  passMark: looseNumber,
  passed: v.nullish(v.boolean(), false),
  submittedAt: optionalText,
  /** The record to review. */
  recordId: optionalText,
});
export type AssessmentResult = v.InferOutput<typeof AssessmentResultSchema>;

/** POST api/cePing/queryExamResult. */
export async function fetchAssessmentResult(client: ApiClient, params: { examId: string }): Promise<AssessmentResult> {
  const path = userExamPaths.assessmentResult;
  return readData(await client.post(path, params), AssessmentResultSchema, path);
}

export const useAssessmentResult = (examId: string | null | undefined) =>
  useApiRead(examId ? [userExamPaths.assessmentResult, { examId }] : null, ({ pc }) => fetchAssessmentResult(pc, { examId: String(examId) }));
