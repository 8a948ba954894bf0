import { isCourseCompleted, useEndStudy, useReportStudyProgress, useStartStudy, type CourseDetail, type StudyPositionRequest } from '@study-portal/api';
import type { VideoFrameHandle } from '@study-portal/ui';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { createPlaybackLock } from './playbackLock';
import { createVideoStudy, type VideoStudy, type VideoStudyState } from './videoStudy';

const initialOf = (course: CourseDetail) => ({ furthest: course.furthest ?? 0, completed: isCourseCompleted(course) });

/** What the page shows of the study and what the player tells it. */
export interface VideoStudyBinding {
  state: VideoStudyState;
  onPlay(): void;
  onPause(): void;
  onEnded(): void;
  onTimeUpdate(seconds: number): void;
}

/**
 * Binds a VideoFrame to the learner's study record of `course`. Mount it once per course (key
 * the component by the course id): the record's state belongs to one course.
 */
export function useVideoStudy(course: CourseDetail, player: RefObject<VideoFrameHandle | null>): VideoStudyBinding {
  const start = useStartStudy();
  const report = useReportStudyProgress();
  const end = useEndStudy();
  const [state, setState] = useState<VideoStudyState>(() => ({
    ...initialOf(course),
    recording: false,
    message: undefined,
    creditedHours: 0,
    finished: undefined,
  }));
  const study = useRef<VideoStudy | null>(null);

  const startCall = useEffectEvent((request: { courseId: string }) => start(request));
  const reportCall = useEffectEvent((request: StudyPositionRequest) => report(request));
  const endCall = useEffectEvent((request: StudyPositionRequest) => end(request));
  const initial = useEffectEvent(() => initialOf(course));

  useEffect(() => {
    const lock = createPlaybackLock();
    const current = createVideoStudy({
      courseId: course.id,
      calls: { start: (request) => startCall(request), report: (request) => reportCall(request), end: (request) => endCall(request) },
      player: () => player.current,
      lock,
      initial: initial(),
      onChange: setState,
    });
    study.current = current;
    // Hidden covers closing the tab and switching away on most browsers; pagehide covers the
    // rest (bfcache, iOS). flush() sends one report per position, so both firing is harmless.
    const hidden = () => {
      if (document.visibilityState === 'hidden') void current.flush();
    };
    const leaving = () => {
      void current.flush();
      // The browser pauses media of a page it leaves, without a pause event.
      lock.release();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      // Leaving the page inside the portal (another route) saves the position too.
      void current.flush();
      current.dispose();
      study.current = null;
    };
  }, [course.id, player]);

  return {
    state,
    onPlay: () => study.current?.played(),
    onPause: () => study.current?.paused(),
    onEnded: () => void study.current?.ended(),
    onTimeUpdate: (seconds) => study.current?.timeUpdated(seconds),
  };
}
