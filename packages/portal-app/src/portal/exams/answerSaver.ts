import type { ExamAnswers } from '@study-portal/api';
import { isWorthRetrying, retryDelayMs } from './retry';

/** What the learner is told about the server copy of their answers. */
export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; savedAt: string }
  /** The last save failed; it is tried again by itself after `retryInMs`, and stays so until one succeeds. */
  | { state: 'retrying'; attempt: number; retryInMs: number; error: unknown }
  /** The server refused the answers with a reason; asking again would not help. */
  | { state: 'refused'; error: unknown };

export interface SaveCall {
  (answers: ExamAnswers): Promise<{ savedAt: string }>;
}

export interface AnswerSaverOptions {
  save: SaveCall;
  onStatus: (status: SaveStatus) => void;
  /** The timer functions; tests use fake ones. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface AnswerSaver {
  /** Sends these answers to the server as soon as it can, merged with any still waiting. */
  queue(answers: ExamAnswers): void;
  /** Tries a failed save again now instead of waiting (a button, the browser going online). */
  retryNow(): void;
  /** Answers the server does not have yet. */
  unsaved(): ExamAnswers;
  /** Stops saving (the paper is being submitted with every answer, or the page is left). */
  stop(): void;
}

/**
 * Saves answers as they are given, one request at a time. Answers given while a request is
 * out go in the next one. A save that fails is kept and tried again after a growing wait
 * (retry.ts), so a lost connection loses nothing; the learner sees that it is retrying.
 */
export function createAnswerSaver({
  save,
  onStatus,
  setTimer = (run, ms) => globalThis.setTimeout(run, ms),
  clearTimer = (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
}: AnswerSaverOptions): AnswerSaver {
  let waiting: ExamAnswers = {};
  let sending: ExamAnswers | null = null;
  let failures = 0;
  let timer: unknown = null;
  let stopped = false;

  const hasWaiting = () => Object.keys(waiting).length > 0;

  const flush = () => {
    if (stopped || sending || timer !== null || !hasWaiting()) return;
    const batch = waiting;
    waiting = {};
    sending = batch;
    // While a retry is out the answers are still only in this tab: the learner keeps being told
    // so, not a "saved" that is not yet true and would be read out again with every attempt.
    if (failures === 0) onStatus({ state: 'saving' });
    save(batch).then(
      (result) => {
        sending = null;
        failures = 0;
        if (stopped) return;
        if (hasWaiting()) flush();
        else onStatus({ state: 'saved', savedAt: result.savedAt });
      },
      (error: unknown) => {
        sending = null;
        // Answers given since the batch left are newer: they win.
        waiting = { ...batch, ...waiting };
        if (stopped) return;
        if (!isWorthRetrying(error)) {
          onStatus({ state: 'refused', error });
          return;
        }
        failures += 1;
        const wait = retryDelayMs(failures);
        timer = setTimer(() => {
          timer = null;
          flush();
        }, wait);
        onStatus({ state: 'retrying', attempt: failures, retryInMs: wait, error });
      },
    );
  };

  return {
    queue(answers) {
      waiting = { ...waiting, ...answers };
      flush();
    },
    retryNow() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      flush();
    },
    unsaved() {
      return { ...(sending ?? {}), ...waiting };
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
