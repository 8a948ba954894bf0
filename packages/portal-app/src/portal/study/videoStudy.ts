import { isApiError, type StudyEnd, type StudyPositionRequest, type StudyProgress, type StudyStart } from '@study-portal/api';
import { browserClock, createActiveTimer, type TimerClock } from './activeTimer';
import { oneVideoMessage, type PlaybackLock } from './playbackLock';
import { advanceFurthest } from './seekLimit';

/** A progress report goes out after about this much playing (docs/product/courses.md#video-study). */
export const progressReportIntervalMs = 60_000;

export const videoStudyMessages = {
  startFailed: '学习记录未能开始，请稍后再试',
  reportRefused: '学习进度未能保存，请刷新页面后继续学习',
  endFailed: '学习记录未能保存，请稍后再试',
} as const;

export interface VideoStudyCalls {
  start(request: { courseId: string }): Promise<StudyStart>;
  report(request: StudyPositionRequest): Promise<StudyProgress>;
  end(request: StudyPositionRequest): Promise<StudyEnd>;
}

/** What the study needs of the player. */
export interface VideoStudyPlayer {
  pause(): void;
  currentTime(): number;
}

export interface VideoStudyState {
  /** The furthest point watched, as the server and this visit know it (seconds). */
  furthest: number;
  /** Completed now or before: seeking is then free. */
  completed: boolean;
  /** A study record is open, so playing counts. */
  recording: boolean;
  /** Why the player stopped, shown over it; cleared by the next successful play. */
  message: string | undefined;
  /** Hours the server reported crediting during this visit. */
  creditedHours: number;
  /** The server's reply closing the record at the end of the video. */
  finished: StudyEnd | undefined;
}

export interface VideoStudyOptions {
  courseId: string;
  calls: VideoStudyCalls;
  player(): VideoStudyPlayer | null;
  lock: PlaybackLock;
  initial: { furthest: number; completed: boolean };
  onChange(state: VideoStudyState): void;
  clock?: TimerClock;
  intervalMs?: number;
}

export interface VideoStudy {
  readonly state: VideoStudyState;
  /** The player started playing. */
  played(): void;
  /** The player paused (by the learner, a seek to the end, or this study). */
  paused(): void;
  /** The player's position moved. */
  timeUpdated(seconds: number): void;
  /** The video played to its end: the record is closed. */
  ended(): Promise<void>;
  /** The page is hidden or left: the position is saved now, once per position. */
  flush(): Promise<void>;
  dispose(): void;
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/** Moves of the furthest point smaller than this do not re-render the page. */
const furthestStep = 0.25;

/**
 * One learner's video study of one course, apart from React so its rules can be tested with
 * fake timers: on the first play a study record opens; while it plays, the position is
 * reported after every `intervalMs` of playing and whenever the page is hidden or left; at the
 * end the record closes. A refused report (success false) pauses the player and shows the
 * server's message; a network failure is left to the next report. Hours are whatever the
 * server says it credited.
 */
export function createVideoStudy(options: VideoStudyOptions): VideoStudy {
  const { courseId, calls, player, lock, onChange } = options;
  const clock = options.clock ?? browserClock;
  let state: VideoStudyState = {
    furthest: options.initial.furthest,
    completed: options.initial.completed,
    recording: false,
    message: undefined,
    creditedHours: 0,
    finished: undefined,
  };
  let watched = state.furthest;
  let previous = 0;
  let playing = false;
  let recordId: string | null = null;
  let opening = false;
  let lastReported: number | undefined;
  let disposed = false;

  const set = (change: Partial<VideoStudyState>) => {
    if (disposed) return;
    state = { ...state, ...change };
    onChange(state);
  };

  const learn = (reply: { furthest?: number | null; completed?: boolean | null }) => {
    watched = Math.max(state.furthest, watched, reply.furthest ?? 0);
    return { furthest: watched, completed: state.completed || reply.completed === true };
  };

  const stopFor = (message: string) => {
    playing = false;
    timer.suspend();
    player()?.pause();
    set({ message });
  };

  const report = async (due: boolean) => {
    const id = recordId;
    const video = player();
    if (!id || !video) return;
    const position = tenths(video.currentTime());
    if (!due && position === lastReported) return;
    lastReported = position;
    try {
      const reply = await calls.report({ recordId: id, position });
      set({ ...learn(reply), creditedHours: Math.max(state.creditedHours, reply.creditedHours ?? 0) });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'business') {
        lastReported = undefined;
        return;
      }
      if (recordId === id) recordId = null;
      set({ recording: false });
      stopFor(error.serverMessage ?? videoStudyMessages.reportRefused);
    }
  };

  const timer = createActiveTimer(options.intervalMs ?? progressReportIntervalMs, () => void report(true), clock);

  const open = async () => {
    opening = true;
    try {
      const record = await calls.start({ courseId });
      if (disposed) return;
      recordId = record.recordId;
      lastReported = undefined;
      timer.suspend();
      timer.take();
      set({ ...learn(record), recording: true });
      if (playing) timer.resume();
    } catch (error) {
      if (disposed) return;
      stopFor((isApiError(error) && error.serverMessage) || videoStudyMessages.startFailed);
    } finally {
      opening = false;
    }
  };

  const begin = () => {
    playing = true;
    previous = player()?.currentTime() ?? 0;
    if (state.message !== undefined) set({ message: undefined });
    if (recordId) timer.resume();
    else if (!opening) void open();
  };

  const refuse = () => {
    player()?.pause();
    set({ message: oneVideoMessage });
  };

  return {
    get state() {
      return state;
    },
    played() {
      const claim = lock.claim();
      if (claim === true) return begin();
      // Another tab may still be playing: nothing counts until it has answered.
      void claim.then((answer) => {
        if (disposed || answer === 'withdrawn') return;
        if (answer === 'granted') begin();
        else refuse();
      });
    },
    paused() {
      playing = false;
      timer.suspend();
      lock.release();
    },
    timeUpdated(seconds) {
      watched = advanceFurthest({ furthest: watched, previous, current: seconds, playing });
      previous = seconds;
      if (watched - state.furthest >= furthestStep) set({ furthest: watched });
    },
    async ended() {
      playing = false;
      timer.suspend();
      lock.release();
      const id = recordId;
      const video = player();
      if (!id || !video) return;
      recordId = null;
      const position = tenths(video.currentTime());
      watched = Math.max(watched, position);
      set({ recording: false });
      try {
        const reply = await calls.end({ recordId: id, position });
        set({ ...learn(reply), creditedHours: Math.max(state.creditedHours, reply.creditedHour ?? 0), finished: reply });
      } catch (error) {
        set({ message: (isApiError(error) && error.serverMessage) || videoStudyMessages.endFailed });
      }
    },
    flush: () => report(false),
    dispose() {
      disposed = true;
      timer.dispose();
      lock.dispose();
    },
  };
}
