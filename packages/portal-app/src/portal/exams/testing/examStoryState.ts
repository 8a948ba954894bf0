import { examPaths, type ExamAnswers } from '@study-portal/api';
import { defaultMockNow, demoExamPapers, mockDb, mockClock, signIn } from '@study-portal/api/mocks';

/**
 * Story set-up for the quiz screens: each story starts from the fixtures, with no attempt
 * and no answers left in the tab by the story before.
 */
export function freshExamState() {
  mockDb.reset();
  window.sessionStorage.clear();
  mockClock(mockDb).now = defaultMockNow;
}

const paperOf = (examId: string) => demoExamPapers.find((paper) => paper.examId === examId)?.questions ?? [];

/** Every question of a paper answered right. */
export const correctAnswersOf = (examId: string): ExamAnswers => Object.fromEntries(paperOf(examId).map((question) => [question.id, question.answer]));

/** Every question answered with a wrong option. */
export const wrongAnswersOf = (examId: string): ExamAnswers =>
  Object.fromEntries(paperOf(examId).map((question) => [question.id, [question.options.find((option) => !question.answer.includes(option.key))?.key ?? 'A']]));

/** Answers this tab kept for an attempt, as after a reload. The demo server numbers attempts per learner and exam. */
export function keepInTab(examId: string, answers: ExamAnswers, attempt = 1) {
  window.sessionStorage.setItem(`quiz-answers:${examId}:rec-learner-${examId}-${attempt}`, JSON.stringify(answers));
}

/** Starts an attempt on the fake server as the learner, as if begun earlier; returns its record id. */
export async function startOnServer(examId: string): Promise<string> {
  const token = signIn(mockDb, 'learner');
  const reply = await fetch(`/pcApi/${examPaths.start}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token },
    body: JSON.stringify({ examId }),
  });
  const body = (await reply.json()) as { data: { recordId: string } };
  return body.data.recordId;
}

/** Moves the fake server's clock, e.g. to make a started attempt's time nearly gone. */
export function setServerTime(iso: string) {
  mockClock(mockDb).now = iso;
}
