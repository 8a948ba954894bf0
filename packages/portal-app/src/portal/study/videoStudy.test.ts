import { ApiError, courseStudyPaths, type StudyEnd, type StudyPositionRequest, type StudyProgress, type StudyStart } from '@study-portal/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlaybackLock, oneVideoMessage, type ClaimAnswer, type PlaybackLock } from './playbackLock';
import { createVideoStudy, progressReportIntervalMs, videoStudyMessages, type VideoStudyState } from './videoStudy';

const refusal = (message: string) => new ApiError({ kind: 'business', path: courseStudyPaths.progress, serverMessage: message });

function setUp(options: { furthest?: number; completed?: boolean; lock?: PlaybackLock } = {}) {
  const player = { position: 18, pause: vi.fn(), currentTime: () => player.position };
  const start = vi.fn(async (_request: { courseId: string }): Promise<StudyStart> => ({ recordId: 'rec-1', studyTimes: 18, furthest: 25, completed: false, durationSeconds: 40 }));
  const report = vi.fn(async (request: StudyPositionRequest): Promise<StudyProgress> => ({ furthest: Math.max(25, request.position), completed: false, creditedHours: null }));
  const end = vi.fn(async (_request: StudyPositionRequest): Promise<StudyEnd> => ({ completed: true, creditedHour: 2, studyStatus: '2', hasInClassTest: true, assessementId: 'exam-c15' }));
  const states: VideoStudyState[] = [];
  const study = createVideoStudy({
    courseId: 'c15',
    calls: { start, report, end },
    player: () => player,
    lock: options.lock ?? createPlaybackLock({ channel: null }),
    initial: { furthest: options.furthest ?? 25, completed: options.completed ?? false },
    onChange: (state) => states.push(state),
  });
  return { player, start, report, end, study, states };
}

/** Lets the promised replies of the fake calls arrive. */
const replies = () => vi.advanceTimersByTimeAsync(0);

describe('video study: the record and the progress reports', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a record on the first play, once, and reports about every 60 s of playing', async () => {
    const { study, start, report, player } = setUp();
    study.played();
    study.played();
    await replies();
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ courseId: 'c15' });
    expect(study.state.recording).toBe(true);

    player.position = 30;
    await vi.advanceTimersByTimeAsync(progressReportIntervalMs - 1);
    expect(report).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenLastCalledWith({ recordId: 'rec-1', position: 30 });

    player.position = 35.04;
    await vi.advanceTimersByTimeAsync(progressReportIntervalMs);
    expect(report).toHaveBeenCalledTimes(2);
    expect(report).toHaveBeenLastCalledWith({ recordId: 'rec-1', position: 35 });
  });

  it('counts playing time only: no reports while paused, and the minute adds up across pauses', async () => {
    const { study, report } = setUp();
    study.played();
    await replies();
    await vi.advanceTimersByTimeAsync(45_000);
    study.paused();
    await vi.advanceTimersByTimeAsync(10 * progressReportIntervalMs);
    expect(report).not.toHaveBeenCalled();
    study.played();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(report).toHaveBeenCalledTimes(1);
    expect(study.state.recording).toBe(true);
  });

  it('saves the position when the page is hidden or left, once per position', async () => {
    const { study, report, player } = setUp();
    await study.flush();
    expect(report).not.toHaveBeenCalled();

    study.played();
    await replies();
    player.position = 22.5;
    await study.flush();
    await study.flush();
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenLastCalledWith({ recordId: 'rec-1', position: 22.5 });
    player.position = 23;
    await study.flush();
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('pauses the player and shows the message of a refused report, and stops reporting', async () => {
    const { study, report, player, start } = setUp();
    study.played();
    await replies();
    report.mockRejectedValueOnce(refusal('当前课程正在其他设备学习'));
    await vi.advanceTimersByTimeAsync(progressReportIntervalMs);
    expect(player.pause).toHaveBeenCalledTimes(1);
    expect(study.state.message).toBe('当前课程正在其他设备学习');
    expect(study.state.recording).toBe(false);
    await vi.advanceTimersByTimeAsync(5 * progressReportIntervalMs);
    expect(report).toHaveBeenCalledTimes(1);

    // Playing again here opens a new record and clears the message.
    study.played();
    await replies();
    expect(start).toHaveBeenCalledTimes(2);
    expect(study.state.message).toBeUndefined();
    expect(study.state.recording).toBe(true);
  });

  it('uses its own words when the refusal has none, and keeps playing through a network failure', async () => {
    const { study, report, player } = setUp();
    study.played();
    await replies();
    report.mockRejectedValueOnce(new ApiError({ kind: 'network', path: courseStudyPaths.progress }));
    await vi.advanceTimersByTimeAsync(progressReportIntervalMs);
    expect(player.pause).not.toHaveBeenCalled();
    expect(study.state.message).toBeUndefined();
    // The position that did not arrive goes with the next save.
    await study.flush();
    expect(report).toHaveBeenCalledTimes(2);

    report.mockRejectedValueOnce(new ApiError({ kind: 'business', path: courseStudyPaths.progress }));
    await vi.advanceTimersByTimeAsync(progressReportIntervalMs);
    expect(study.state.message).toBe(videoStudyMessages.reportRefused);
    expect(player.pause).toHaveBeenCalledTimes(1);
  });

  it('pauses with a message when the record cannot be opened', async () => {
    const { study, start, player } = setUp();
    start.mockRejectedValueOnce(new ApiError({ kind: 'network', path: courseStudyPaths.start }));
    study.played();
    await replies();
    expect(player.pause).toHaveBeenCalledTimes(1);
    expect(study.state.message).toBe(videoStudyMessages.startFailed);
    await vi.advanceTimersByTimeAsync(progressReportIntervalMs);
  });

  it('does not start the report clock if the learner paused before the record opened', async () => {
    const { study, report } = setUp();
    study.played();
    study.paused();
    await replies();
    await vi.advanceTimersByTimeAsync(3 * progressReportIntervalMs);
    expect(report).not.toHaveBeenCalled();
  });

  it('closes the record at the end and keeps what the server credited and whether it has a test', async () => {
    const { study, end, report, player } = setUp();
    study.played();
    await replies();
    player.position = 40.02;
    await study.ended();
    expect(end).toHaveBeenCalledWith({ recordId: 'rec-1', position: 40 });
    expect(study.state).toMatchObject({ completed: true, creditedHours: 2, recording: false, finished: { hasInClassTest: true, creditedHour: 2 } });
    await vi.advanceTimersByTimeAsync(3 * progressReportIntervalMs);
    await study.flush();
    expect(report).not.toHaveBeenCalled();
  });

  it('takes the hours a progress report credits, without adding the end’s figure on top', async () => {
    const { study, report, player } = setUp();
    study.played();
    await replies();
    report.mockResolvedValueOnce({ furthest: 40, completed: true, creditedHours: 2 });
    player.position = 39.5;
    await study.flush();
    expect(study.state).toMatchObject({ completed: true, creditedHours: 2 });
    await study.ended();
    expect(study.state.creditedHours).toBe(2);
  });
});

describe('video study: the seek limit follows what was watched', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves the furthest point as the learner plays past it, not as they drag', async () => {
    const { study, player } = setUp();
    study.played();
    await replies();
    for (const position of [18.25, 18.5, 24.75, 25, 25.25, 25.5]) study.timeUpdated(position);
    // 18.5 → 24.75 is a drag back within what was watched: nothing new.
    expect(study.state.furthest).toBe(25.5);
    study.timeUpdated(26.5);
    expect(study.state.furthest).toBe(26.5);
    study.paused();
    player.position = 27.4;
    study.timeUpdated(27.4);
    expect(study.state.furthest).toBe(26.5);
  });

  it('learns the furthest point and completion from the server', async () => {
    const { study, report } = setUp({ furthest: 0 });
    study.played();
    await replies();
    expect(study.state.furthest).toBe(25);
    report.mockResolvedValueOnce({ furthest: 40, completed: true });
    await vi.advanceTimersByTimeAsync(progressReportIntervalMs);
    expect(study.state).toMatchObject({ furthest: 40, completed: true });
  });
});

describe('video study: one video at a time', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pauses a play while another tab plays, says so, and records nothing', async () => {
    const busy: PlaybackLock = { claim: () => Promise.resolve('refused' as const), release: vi.fn(), dispose: vi.fn() };
    const { study, start, player } = setUp({ lock: busy });
    study.played();
    await replies();
    expect(player.pause).toHaveBeenCalledTimes(1);
    expect(study.state.message).toBe(oneVideoMessage);
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the record once the tab thought to be playing has not answered, and counts nothing before', async () => {
    let answer: (answer: ClaimAnswer) => void = () => undefined;
    const asking: PlaybackLock = { claim: () => new Promise((settle) => (answer = settle)), release: vi.fn(), dispose: vi.fn() };
    const { study, start, player } = setUp({ lock: asking });
    study.played();
    await replies();
    expect(start).not.toHaveBeenCalled();
    answer('granted');
    await replies();
    expect(start).toHaveBeenCalledTimes(1);
    expect(player.pause).not.toHaveBeenCalled();
    expect(study.state.message).toBeUndefined();
  });

  it('does nothing once a claim is withdrawn (the learner paused before the answers came)', async () => {
    let answer: (answer: ClaimAnswer) => void = () => undefined;
    const asking: PlaybackLock = { claim: () => new Promise((settle) => (answer = settle)), release: vi.fn(), dispose: vi.fn() };
    const { study, start, player } = setUp({ lock: asking });
    study.played();
    study.paused();
    answer('withdrawn');
    await replies();
    expect(player.pause).not.toHaveBeenCalled();
    expect(study.state.message).toBeUndefined();
    expect(start).not.toHaveBeenCalled();
  });

  it('gives the lock back when paused or ended, and when the page goes', async () => {
    const lock: PlaybackLock = { claim: vi.fn((): true => true), release: vi.fn(), dispose: vi.fn() };
    const { study } = setUp({ lock });
    study.played();
    await replies();
    study.paused();
    expect(lock.release).toHaveBeenCalledTimes(1);
    study.played();
    await study.ended();
    expect(lock.release).toHaveBeenCalledTimes(2);
    study.dispose();
    expect(lock.dispose).toHaveBeenCalledTimes(1);
  });
});
