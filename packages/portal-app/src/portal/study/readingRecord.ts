import { imageTextReadSeconds, isApiError, type ArticleRead, type ArticleReadRequest } from '@study-portal/api';
import { browserClock, createActiveTimer, type TimerClock } from './activeTimer';

/** Reading time goes out after this much time with the page in view. */
export const readingReportIntervalMs = 10_000;

export const readingMessages = {
  refused: '阅读记录未能保存，请刷新页面后继续学习',
} as const;

export interface ReadingState {
  /** Seconds read as the server counts them; undefined until it first answers. */
  readSeconds: number | undefined;
  requiredSeconds: number;
  completed: boolean;
  /** Hours the server reported crediting during this visit. */
  creditedHours: number;
  /** Why reading stopped counting. */
  message: string | undefined;
}

export interface ReadingRecordOptions {
  courseId: string;
  record(request: ArticleReadRequest): Promise<ArticleRead>;
  /** Already completed before: nothing is recorded. */
  completed: boolean;
  onChange(state: ReadingState): void;
  clock?: TimerClock;
  intervalMs?: number;
}

export interface ReadingRecord {
  readonly state: ReadingState;
  /** Asks the server where the learner stands, and counts while `visible`. */
  start(visible: boolean): void;
  /** The page came into view or left it; leaving sends the time read so far. */
  visibilityChanged(visible: boolean): void;
  /** Sends the time read and not yet sent (page left). */
  flush(): void;
  dispose(): void;
}

/**
 * The reading record of an image-text course: time counts only while the page is in view,
 * goes to the server every `intervalMs` and when the page is hidden or left, and stops once the
 * server says the course is completed. Completion and hours are the server's.
 */
export function createReadingRecord(options: ReadingRecordOptions): ReadingRecord {
  const clock = options.clock ?? browserClock;
  let state: ReadingState = {
    readSeconds: undefined,
    requiredSeconds: imageTextReadSeconds,
    completed: options.completed,
    creditedHours: 0,
    message: undefined,
  };
  let stopped = options.completed;
  let disposed = false;

  const set = (change: Partial<ReadingState>) => {
    if (disposed) return;
    state = { ...state, ...change };
    options.onChange(state);
  };

  const send = async (seconds: number) => {
    try {
      const reply = await options.record({ courseId: options.courseId, seconds });
      set({
        readSeconds: reply.readSeconds,
        requiredSeconds: reply.requiredSeconds ?? imageTextReadSeconds,
        completed: state.completed || reply.completed,
        creditedHours: Math.max(state.creditedHours, reply.creditedHour ?? 0),
      });
      if (reply.completed) stop();
    } catch (error) {
      if (isApiError(error) && error.kind === 'business') {
        stop();
        set({ message: error.serverMessage ?? readingMessages.refused });
      }
    }
  };

  const timer = createActiveTimer(options.intervalMs ?? readingReportIntervalMs, () => void send(Math.round((options.intervalMs ?? readingReportIntervalMs) / 1000)), clock);

  function stop() {
    stopped = true;
    timer.dispose();
  }

  const flush = () => {
    // Less than a second stays counted for the next report instead of being dropped.
    if (stopped || timer.elapsed() < 1000) return;
    void send(Math.round(timer.take() / 1000));
  };

  return {
    get state() {
      return state;
    },
    start(visible) {
      if (stopped) return;
      void send(0);
      if (visible) timer.resume();
    },
    visibilityChanged(visible) {
      if (stopped) return;
      if (visible) {
        timer.resume();
        return;
      }
      timer.suspend();
      flush();
    },
    flush,
    dispose() {
      disposed = true;
      stop();
    },
  };
}
