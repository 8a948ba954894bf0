import { renderHook, act } from '@testing-library/react';
import type * as Api from '@study-portal/api';
import type { CourseDetail, StudyPositionRequest } from '@study-portal/api';
import type { VideoFrameHandle } from '@study-portal/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useVideoStudy } from './useVideoStudy';

const calls = vi.hoisted(() => ({
  start: vi.fn(async () => ({ recordId: 'rec-7', studyTimes: 18, furthest: 25, completed: false, durationSeconds: 40 })),
  report: vi.fn(async (request: StudyPositionRequest) => ({ furthest: Math.max(25, request.position), completed: false })),
  end: vi.fn(async () => ({ completed: true, creditedHour: 2, hasInClassTest: true })),
}));

vi.mock('@study-portal/api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  useStartStudy: () => calls.start,
  useReportStudyProgress: () => calls.report,
  useEndStudy: () => calls.end,
}));

const course = {
  id: 'c15',
  name: '数字政府建设实务',
  resourceType: 'VIDEO',
  creditHour: 2,
  studyStatus: '1',
  studyTimes: 18,
  furthest: 25,
  durationSeconds: 40,
} as CourseDetail;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useVideoStudy: saving the position as the page goes', () => {
  let position = 18;
  const player = { current: { currentTime: () => position, pause: vi.fn(), play: vi.fn(), seek: vi.fn() } as VideoFrameHandle };

  beforeEach(() => {
    vi.useFakeTimers();
    position = 18;
    for (const call of Object.values(calls)) call.mockClear();
  });
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
  });

  async function playing() {
    const hook = renderHook(() => useVideoStudy(course, player));
    act(() => hook.result.current.onPlay());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.start).toHaveBeenCalledWith({ courseId: 'c15' });
    return hook;
  }

  it('reports the position when the page is hidden, not when it comes back', async () => {
    await playing();
    position = 31.2;
    await act(async () => setVisibility('hidden'));
    expect(calls.report).toHaveBeenCalledTimes(1);
    expect(calls.report).toHaveBeenLastCalledWith({ recordId: 'rec-7', position: 31.2 });
    await act(async () => setVisibility('visible'));
    expect(calls.report).toHaveBeenCalledTimes(1);
  });

  it('reports on pagehide, and once only when hidden and pagehide come together', async () => {
    await playing();
    position = 33;
    await act(async () => {
      setVisibility('hidden');
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(calls.report).toHaveBeenCalledTimes(1);
  });

  it('reports when the learner leaves for another page of the portal', async () => {
    const hook = await playing();
    position = 34;
    hook.unmount();
    expect(calls.report).toHaveBeenCalledWith({ recordId: 'rec-7', position: 34 });
  });

  it('reports every 60 s of playing under the fake clock, and stops when paused', async () => {
    const hook = await playing();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(calls.report).toHaveBeenCalledTimes(2);
    act(() => hook.result.current.onPause());
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(calls.report).toHaveBeenCalledTimes(2);
  });

  it('shows the furthest point the server knows as the seek limit, and the end’s result', async () => {
    const hook = await playing();
    expect(hook.result.current.state.furthest).toBe(25);
    position = 40;
    await act(async () => hook.result.current.onEnded());
    expect(calls.end).toHaveBeenCalledWith({ recordId: 'rec-7', position: 40 });
    expect(hook.result.current.state).toMatchObject({ completed: true, creditedHours: 2, finished: { hasInClassTest: true } });
  });
});
