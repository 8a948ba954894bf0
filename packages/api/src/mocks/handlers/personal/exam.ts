import type { HttpHandler } from 'msw';
import { type ExamAnswers, type ExamKind, examKinds, examPaths } from '../../../contract/personal/exam';
import type { MockDb } from '../../core/mockDb';
import { ok, refuse } from '../../envelope';
import type { ExamPaperFixture } from '../../fixtures/personal/examPapers';
import { setCourseExamStatus } from '../course/state';
import {
  answerProblem,
  availabilityOf,
  closeIfExpired,
  deadlineMs,
  examState,
  findPaper,
  papersOf,
  grade,
  isCorrect,
  mergeAnswers,
  recordsOf,
  standingOf,
  submitGraceSeconds,
  totalScoreOf,
  type ExamRecordState,
} from './examState';
import { isoAt, nowMs } from '../../core/clock';
import { learnerPost, textParam } from './learner';

export const examMessages = {
  recordMissing: '考试记录不存在',
  notStarted: '考试尚未开始',
  closed: '考试已结束',
  noAttemptsLeft: (max: number) => `已达到最多考试次数（${max}次）`,
  submitted: '试卷已提交，不能再修改答案',
  timeUp: '考试时间已到，系统已按最后保存的答案交卷',
  reviewBeforeSubmit: '交卷后才能查看答案解析',
} as const;

const deadlineOf = (record: ExamRecordState, paper: ExamPaperFixture) => {
  const deadline = deadlineMs(record, paper);
  return deadline === null ? null : isoAt(deadline);
};

const recordReply = (db: MockDb, record: ExamRecordState, paper: ExamPaperFixture, resumed: boolean) => ({
  recordId: record.recordId,
  examId: record.examId,
  startedAt: isoAt(record.startedAtMs),
  timeLimitSeconds: paper.timeLimitSeconds,
  deadline: deadlineOf(record, paper),
  serverNow: isoAt(nowMs(db)),
  answers: record.answers,
  resumed,
});

const publicQuestion = (question: ExamPaperFixture['questions'][number]) => ({
  id: question.id,
  type: question.type,
  stem: question.stem,
  options: question.options,
  score: question.score,
});

/** The account's own record with its paper, every expired record closed first. */
function ownRecord(db: MockDb, username: string, recordId: string) {
  const record = examState(db).records.find((item) => item.recordId === recordId && item.username === username);
  const paper = record && findPaper(db, record.examId);
  if (!record || !paper) return undefined;
  closeIfExpired(db, record);
  return { record, paper };
}

export function examSummaryOf(db: MockDb, username: string, paper: ExamPaperFixture) {
  const { best: _best, ...standing } = standingOf(db, username, paper);
  return {
    examId: paper.examId,
    kind: paper.kind,
    name: paper.name,
    questionCount: paper.questions.length,
    totalScore: totalScoreOf(paper),
    passMark: paper.passMark,
    timeLimitSeconds: paper.timeLimitSeconds,
    maxAttempts: paper.maxAttempts,
    availability: availabilityOf(db, paper),
    startTime: paper.startTime ?? null,
    endTime: paper.endTime ?? null,
    courseId: paper.courseId ?? null,
    tbtpId: paper.tbtpId ?? null,
    tbtpName: paper.tbtpName ?? null,
    ...standing,
  };
}

const answersOf = (value: unknown): ExamAnswers => (value ?? {}) as ExamAnswers;

export const examHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, examPaths.list, ({ username, body }) => {
    const kind = textParam(body.kind);
    if (!examKinds.includes(kind as ExamKind)) return refuse('考试类型不正确');
    return ok(papersOf(db).filter((paper) => paper.kind === kind).map((paper) => examSummaryOf(db, username, paper)));
  }),

  learnerPost(db, examPaths.start, ({ username, body }) => {
    const paper = findPaper(db, textParam(body.examId));
    if (!paper) return refuse('考试不存在');
    const records = recordsOf(db, username, paper.examId);
    // A reload or a second tab resumes the open attempt with everything saved in it.
    const unfinished = records.find((record) => !record.result);
    if (unfinished) return ok(recordReply(db, unfinished, paper, true));
    const availability = availabilityOf(db, paper);
    if (availability === 'upcoming') return refuse(examMessages.notStarted);
    if (availability === 'closed') return refuse(examMessages.closed);
    if (paper.maxAttempts !== null && records.length >= paper.maxAttempts) return refuse(examMessages.noAttemptsLeft(paper.maxAttempts));
    const record: ExamRecordState = {
      recordId: `rec-${username}-${paper.examId}-${records.length + 1}`,
      username,
      examId: paper.examId,
      startedAtMs: nowMs(db),
      answers: {},
    };
    examState(db).records.push(record);
    return ok(recordReply(db, record, paper, false));
  }),

  learnerPost(db, examPaths.paper, ({ username, body }) => {
    const own = ownRecord(db, username, textParam(body.recordId));
    if (!own) return refuse(examMessages.recordMissing);
    const { record, paper } = own;
    return ok({
      recordId: record.recordId,
      examId: paper.examId,
      kind: paper.kind,
      name: paper.name,
      totalScore: totalScoreOf(paper),
      passMark: paper.passMark,
      timeLimitSeconds: paper.timeLimitSeconds,
      startedAt: isoAt(record.startedAtMs),
      deadline: deadlineOf(record, paper),
      serverNow: isoAt(nowMs(db)),
      submitted: Boolean(record.result),
      questions: paper.questions.map(publicQuestion),
    });
  }),

  learnerPost(db, examPaths.save, ({ username, body }) => {
    const own = ownRecord(db, username, textParam(body.recordId));
    if (!own) return refuse(examMessages.recordMissing);
    const { record, paper } = own;
    if (record.result) return refuse(record.result.autoSubmitted ? examMessages.timeUp : examMessages.submitted);
    const problem = answerProblem(paper, body.answers ?? {});
    if (problem) return refuse(problem);
    record.answers = mergeAnswers(record.answers, answersOf(body.answers));
    record.savedAtMs = nowMs(db);
    return ok({ saved: true, savedAt: isoAt(record.savedAtMs), answeredCount: Object.keys(record.answers).length });
  }),

  learnerPost(db, examPaths.submit, ({ username, body }) => {
    const own = ownRecord(db, username, textParam(body.recordId));
    if (!own) return refuse(examMessages.recordMissing);
    const { record, paper } = own;
    if (record.result) {
      // A repeated submit (a double click, a retry after a lost reply) gets the same result.
      return record.result.autoSubmitted ? refuse(examMessages.timeUp) : ok(record.result);
    }
    const problem = answerProblem(paper, body.answers ?? {});
    if (problem) return refuse(problem);
    const deadline = deadlineMs(record, paper);
    const now = nowMs(db);
    if (deadline !== null && now > deadline + submitGraceSeconds * 1000) return refuse(examMessages.timeUp);
    record.answers = mergeAnswers(record.answers, answersOf(body.answers));
    record.savedAtMs = now;
    record.result = grade(record, paper, now, false);
    // The course page shows its in-class test as passed once any attempt passes [A: '1' passed, '2' failed].
    if (paper.kind === 'inClass' && paper.courseId) setCourseExamStatus(db, username, paper.courseId, standingOf(db, username, paper).passed ? '1' : '2');
    return ok(record.result);
  }),

  learnerPost(db, examPaths.review, ({ username, body }) => {
    const own = ownRecord(db, username, textParam(body.recordId));
    if (!own) return refuse(examMessages.recordMissing);
    const { record, paper } = own;
    if (!record.result) return refuse(examMessages.reviewBeforeSubmit);
    return ok({
      ...record.result,
      name: paper.name,
      kind: paper.kind,
      questions: paper.questions.map((question) => ({
        ...publicQuestion(question),
        yourAnswer: record.answers[question.id] ?? [],
        correctAnswer: question.answer,
        correct: isCorrect(record.answers[question.id], question),
        explanation: question.explanation,
      })),
    });
  }),
];
