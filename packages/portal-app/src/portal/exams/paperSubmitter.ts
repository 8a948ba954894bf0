import type { ExamResult } from '@study-portal/api';
import { isWorthRetrying, retryDelayMs } from './retry';

export type SubmitStatus =
  | { state: 'idle' }
  | { state: 'submitting'; attempt: number }
  /** The submit did not get through; it is sent again by itself after `retryInMs`. */
  | { state: 'retrying'; attempt: number; retryInMs: number; error: unknown }
  /** The server refused the paper with a reason (e.g. the time and its grace are over). */
  | { state: 'refused'; error: unknown }
  | { state: 'submitted'; result: ExamResult };

export interface PaperSubmitterOptions {
  /** Sends the paper with every answer given. */
  submit: () => Promise<ExamResult>;
  onStatus: (status: SubmitStatus) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface PaperSubmitter {
  /** Submits, unless a submit is already under way or done. */
  submit(): void;
  /** Sends a waiting or refused submit again now; nothing before the learner has submitted. */
  retryNow(): void;
  stop(): void;
}

/**
 * Submits a paper until the server has it. The server grades a record once and answers a
 * repeated submit with the same result, so sending again after a lost reply is safe; the
 * retries go on, with growing waits, until one gets through or the server refuses.
 */
export function createPaperSubmitter({
  submit,
  onStatus,
  setTimer = (run, ms) => globalThis.setTimeout(run, ms),
  clearTimer = (timer) => globalThis.clearTimeout(timer as ReturnType<typeof setTimeout>),
}: PaperSubmitterOptions): PaperSubmitter {
  let attempt = 0;
  let requested = false;
  let busy = false;
  let done = false;
  let stopped = false;
  let timer: unknown = null;

  const send = () => {
    if (busy || done || stopped) return;
    busy = true;
    attempt += 1;
    onStatus({ state: 'submitting', attempt });
    submit().then(
      (result) => {
        busy = false;
        done = true;
        if (!stopped) onStatus({ state: 'submitted', result });
      },
      (error: unknown) => {
        busy = false;
        if (stopped) return;
        if (!isWorthRetrying(error)) {
          onStatus({ state: 'refused', error });
          return;
        }
        const wait = retryDelayMs(attempt);
        timer = setTimer(() => {
          timer = null;
          send();
        }, wait);
        onStatus({ state: 'retrying', attempt, retryInMs: wait, error });
      },
    );
  };

  return {
    submit() {
      requested = true;
      if (timer !== null) return;
      send();
    },
    retryNow() {
      if (!requested) return;
      if (timer !== null) clearTimer(timer);
      timer = null;
      send();
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
