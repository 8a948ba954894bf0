import { examSecondsLeft, type CallOptions, type ExamAnswers, type ExamPaper, type ExamRecord, type ExamResult } from '@study-portal/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createAnswerSaver, type AnswerSaver, type SaveStatus } from './answerSaver';
import { forgetAnswers, readStoredAnswers, restoreAnswers, storeAnswers } from './answerStore';
import { createPaperSubmitter, type PaperSubmitter, type SubmitStatus } from './paperSubmitter';
import type { ExamCalls } from './examCalls';

/** How an attempt ended, for the result. */
export interface AttemptOutcome {
  result: ExamResult;
  /** The timer ran out and the page submitted by itself. */
  timeUp: boolean;
  /** The server had closed the attempt itself (its reason), e.g. after the time and its grace. */
  closedByServer?: string;
  /** Questions whose answer on the page never reached the server before it closed the attempt. */
  notCounted?: number;
}

export interface ExamAttemptInput {
  paper: ExamPaper;
  /** The started (or resumed) attempt, with the answers the server has. */
  record: ExamRecord;
  /** When the record's reply arrived, by `now`: the timer counts from it. */
  receivedAtMs: number;
  calls: ExamCalls;
  onFinished: (outcome: AttemptOutcome) => void;
}

/**
 * How the attempt's saves and submits are made. The page says itself that one failed and is
 * retried (the save state, the submit notice), so the portal's notifier hears only a failure
 * that ends the session. Its toast would repeat the page, and offline it is worse: the toast's
 * code loads with the first toast, and a load that fails there unmounts the whole portal.
 */
const attemptCallOptions = { ownMessage: true } as const satisfies CallOptions;

/** Every question of the paper, unanswered ones as an empty answer, so a submit clears them too. */
const fullAnswers = (paper: ExamPaper, answers: ExamAnswers): ExamAnswers =>
  Object.fromEntries(paper.questions.map((question) => [question.id, answers[question.id] ?? []]));

/**
 * One attempt at a paper: the answers (restored from this tab after a reload), saving them as
 * they are given, the deadline, and submitting with retries. Nothing given is ever dropped:
 * each answer is in session storage before it is sent, a failed save is retried, and a submit
 * carries every answer on the page.
 */
export function useExamAttempt({ paper, record, receivedAtMs, calls, onFinished }: ExamAttemptInput) {
  const { examId, recordId } = paper;
  const [restored] = useState(() => restoreAnswers(record.answers, readStoredAnswers(examId, recordId)));
  const [answers, setAnswers] = useState<ExamAnswers>(restored.answers);
  const answersRef = useRef(answers);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>({ state: 'idle' });
  const [submitStatus, setSubmitStatus] = useState<SubmitStatus>({ state: 'idle' });
  const [timeUp, setTimeUp] = useState(false);
  const saver = useRef<AnswerSaver | null>(null);
  const submitter = useRef<PaperSubmitter | null>(null);
  const latest = useRef({ calls, onFinished, timeUp });
  useEffect(() => {
    latest.current = { calls, onFinished, timeUp };
  });

  const secondsLeft = examSecondsLeft(record, receivedAtMs, receivedAtMs);
  const endsAt = secondsLeft === null ? null : receivedAtMs + secondsLeft * 1000;

  useEffect(() => {
    const answerSaver = createAnswerSaver({
      save: (batch) => latest.current.calls.save(recordId, batch, attemptCallOptions),
      onStatus: setSaveStatus,
    });
    saver.current = answerSaver;
    // What this tab had and the server lacks (a reload while offline) goes out first.
    if (Object.keys(restored.unsaved).length > 0) answerSaver.queue(restored.unsaved);

    const finishFromServer = async (reason: unknown) => {
      const { calls: current } = latest.current;
      const now = await current.paper(recordId);
      if (!now.submitted) return false;
      const review = await current.review(recordId);
      // Said, not hidden: answers given here that the server never had are not in the score.
      const given = answersRef.current;
      const notCounted = review.questions.filter((question) => !sameAnswer(given[question.id], question.yourAnswer)).length;
      forgetAnswers(examId, recordId);
      latest.current.onFinished({ result: review, timeUp: latest.current.timeUp, closedByServer: reasonText(reason) ?? '', notCounted });
      return true;
    };

    const paperSubmitter = createPaperSubmitter({
      submit: () => latest.current.calls.submit(recordId, fullAnswers(paper, answersRef.current), attemptCallOptions),
      onStatus: (status) => {
        setSubmitStatus(status);
        if (status.state === 'submitted') {
          forgetAnswers(examId, recordId);
          latest.current.onFinished({ result: status.result, timeUp: latest.current.timeUp });
        }
        // A refusal may mean the server closed the attempt itself: then its result is the outcome.
        if (status.state === 'refused') void finishFromServer(status.error).catch(() => false);
      },
    });
    submitter.current = paperSubmitter;

    const online = () => {
      answerSaver.retryNow();
      paperSubmitter.retryNow();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      answerSaver.stop();
      paperSubmitter.stop();
    };
  }, [examId, recordId, paper, restored]);

  const locked = timeUp || submitStatus.state !== 'idle';

  const answer = useCallback(
    (questionId: string, keys: string[]) => {
      if (locked) return;
      const next = { ...answersRef.current };
      if (keys.length > 0) next[questionId] = keys;
      else delete next[questionId];
      answersRef.current = next;
      // Kept in the tab first, so a reload or a lost connection never loses it.
      storeAnswers(examId, recordId, next);
      setAnswers(next);
      saver.current?.queue({ [questionId]: keys });
    },
    [examId, recordId, locked],
  );

  const submit = useCallback(() => {
    // The submit carries every answer on the page, so saving further is unneeded.
    saver.current?.stop();
    submitter.current?.submit();
  }, []);

  const expire = useCallback(() => {
    setTimeUp(true);
    latest.current.timeUp = true;
    saver.current?.stop();
    submitter.current?.submit();
  }, []);

  const retrySave = useCallback(() => saver.current?.retryNow(), []);
  const retrySubmit = useCallback(() => submitter.current?.retryNow(), []);

  // Leaving while answers are only in this tab, or while the paper is on its way, is asked about.
  const unsafeToLeave = saveStatus.state === 'retrying' || submitStatus.state === 'submitting' || submitStatus.state === 'retrying';
  useEffect(() => {
    if (!unsafeToLeave) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsafeToLeave]);

  return { answers, answer, saveStatus, submitStatus, submit, expire, retrySave, retrySubmit, timeUp, locked, endsAt };
}

const sameAnswer = (a: readonly string[] | undefined, b: readonly string[] | undefined) => [...(a ?? [])].sort().join() === [...(b ?? [])].sort().join();

function reasonText(reason: unknown): string | undefined {
  return typeof reason === 'object' && reason !== null && 'serverMessage' in reason && typeof reason.serverMessage === 'string' ? reason.serverMessage : undefined;
}
