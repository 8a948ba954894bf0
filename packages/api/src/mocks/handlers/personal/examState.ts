import type { ExamAnswers, ExamResult } from '../../../contract/personal/exam';
import type { MockDb } from '../../core/mockDb';
import { scenarioRecords } from '../../core/scenario';
import { demoExamPapers, demoExamRecords, hostileExamPapers, type ExamPaperFixture, type ExamQuestionFixture } from '../../fixtures/personal/examPapers';
import { isoAt, nowMs, parseDisplay } from '../../core/clock';

/** Seconds after the deadline in which a submit is still accepted. */
export const submitGraceSeconds = 60;

/** One attempt at a paper. Times are epoch milliseconds on the fake server's clock. */
export interface ExamRecordState {
  recordId: string;
  username: string;
  examId: string;
  startedAtMs: number;
  answers: ExamAnswers;
  savedAtMs?: number;
  result?: ExamResult;
}

interface ExamState {
  records: ExamRecordState[];
}

/** The papers of `db`'s scenario. */
export const papersOf = (db: MockDb): ExamPaperFixture[] => scenarioRecords(db, demoExamPapers, hostileExamPapers, (paper) => paper.examId);

export const findPaper = (db: MockDb, examId: string): ExamPaperFixture | undefined => papersOf(db).find((paper) => paper.examId === examId);

export const totalScoreOf = (paper: ExamPaperFixture) => paper.questions.reduce((sum, question) => sum + question.score, 0);

export const isCorrect = (given: string[] | undefined, question: ExamQuestionFixture) =>
  given !== undefined && given.length === question.answer.length && [...given].sort().join() === [...question.answer].sort().join();

/** Grades a record: full marks for an exactly right answer, none otherwise (no partial credit). */
export function grade(record: Pick<ExamRecordState, 'recordId' | 'examId' | 'answers'>, paper: ExamPaperFixture, submittedAtMs: number, autoSubmitted: boolean): ExamResult {
  const correct = paper.questions.filter((question) => isCorrect(record.answers[question.id], question));
  const score = correct.reduce((sum, question) => sum + question.score, 0);
  return {
    recordId: record.recordId,
    examId: record.examId,
    score,
    totalScore: totalScoreOf(paper),
    passMark: paper.passMark,
    passed: score >= paper.passMark,
    correctCount: correct.length,
    questionCount: paper.questions.length,
    submittedAt: isoAt(submittedAtMs),
    autoSubmitted,
  };
}

export const examState = (db: MockDb): ExamState =>
  db.state('personal-exam-records', () => ({
    records: demoExamRecords.flatMap((fixture) => {
      const paper = findPaper(db, fixture.examId);
      if (!paper) return [];
      const record = { recordId: fixture.recordId, username: fixture.username, examId: fixture.examId, startedAtMs: Date.parse(fixture.startedAt), answers: structuredClone(fixture.answers) };
      return [{ ...record, savedAtMs: Date.parse(fixture.submittedAt), result: grade(record, paper, Date.parse(fixture.submittedAt), false) }];
    }),
  }));

export const deadlineMs = (record: ExamRecordState, paper: ExamPaperFixture) =>
  paper.timeLimitSeconds === null ? null : record.startedAtMs + paper.timeLimitSeconds * 1000;

/**
 * Closes a record whose time and grace have run out, with the answers saved so far, so a
 * learner who lost the connection at the end still gets the saved answers graded.
 */
export function closeIfExpired(db: MockDb, record: ExamRecordState): void {
  const paper = findPaper(db, record.examId);
  if (!paper || record.result) return;
  const deadline = deadlineMs(record, paper);
  if (deadline !== null && nowMs(db) > deadline + submitGraceSeconds * 1000) {
    record.result = grade(record, paper, deadline, true);
  }
}

/** The account's records of an exam, every expired one closed first. */
export function recordsOf(db: MockDb, username: string, examId?: string): ExamRecordState[] {
  const records = examState(db).records.filter((record) => record.username === username && (!examId || record.examId === examId));
  for (const record of records) closeIfExpired(db, record);
  return records;
}

/** Whether now is inside the paper's window. */
export function availabilityOf(db: MockDb, paper: ExamPaperFixture): 'upcoming' | 'open' | 'closed' {
  const now = nowMs(db);
  if (paper.startTime && now < parseDisplay(paper.startTime)) return 'upcoming';
  if (paper.endTime && now > parseDisplay(paper.endTime)) return 'closed';
  return 'open';
}

/** The account's standing in an exam, for the lists. */
export function standingOf(db: MockDb, username: string, paper: ExamPaperFixture) {
  const records = recordsOf(db, username, paper.examId);
  const submitted = records.filter((record) => record.result);
  const scores = submitted.map((record) => record.result?.score ?? 0);
  const last = submitted.at(-1);
  return {
    attemptsUsed: submitted.length,
    bestScore: scores.length > 0 ? Math.max(...scores) : null,
    passed: submitted.some((record) => record.result?.passed),
    unfinishedRecordId: records.find((record) => !record.result)?.recordId ?? null,
    lastRecordId: last?.recordId ?? null,
    best: submitted.reduce<ExamRecordState | undefined>((best, record) => (!best || (record.result?.score ?? 0) > (best.result?.score ?? 0) ? record : best), undefined),
  };
}

/**
 * Checks answers against the paper: known questions, known option keys, one answer for single
 * choice and true/false. Returns a refusal message, or null when the answers are acceptable.
 */
export function answerProblem(paper: ExamPaperFixture, answers: unknown): string | null {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return '答案格式不正确';
  for (const [questionId, given] of Object.entries(answers)) {
    const question = paper.questions.find((item) => item.id === questionId);
    if (!question) return '试题不存在';
    if (!Array.isArray(given) || given.some((key) => typeof key !== 'string')) return '答案格式不正确';
    if (given.some((key) => !question.options.some((option) => option.key === key))) return '答案选项无效';
    if (question.type !== 'multiple' && given.length > 1) return '单选题和判断题只能选择一个答案';
  }
  return null;
}

/** Merges new answers into saved ones; an empty array clears a question's answer. */
export function mergeAnswers(saved: ExamAnswers, given: ExamAnswers): ExamAnswers {
  const merged = { ...saved };
  for (const [questionId, keys] of Object.entries(given)) {
    if (keys.length === 0) delete merged[questionId];
    else merged[questionId] = [...new Set(keys)].sort();
  }
  return merged;
}
