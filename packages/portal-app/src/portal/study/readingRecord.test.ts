import { ApiError, type ArticleRead, type ArticleReadRequest, courseStudyPaths } from '@study-portal/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadingRecord, readingReportIntervalMs } from './readingRecord';

function setUp(completed = false) {
  let total = 10;
  const record = vi.fn(async ({ seconds }: ArticleReadRequest): Promise<ArticleRead> => {
    total += Math.min(seconds, 120);
    const done = total >= 30;
    return { readSeconds: total, requiredSeconds: 30, completed: done, creditedHour: done ? 0.5 : 0 };
  });
  const reading = createReadingRecord({ courseId: 'c04', record, completed, onChange: () => undefined });
  return { record, reading };
}

const replies = () => vi.advanceTimersByTimeAsync(0);

describe('the reading record of an image-text course', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks where the learner stands, then sends reading time every 10 s in view until the server completes it', async () => {
    const { record, reading } = setUp();
    reading.start(true);
    await replies();
    expect(record).toHaveBeenCalledWith({ courseId: 'c04', seconds: 0 });
    expect(reading.state.readSeconds).toBe(10);

    await vi.advanceTimersByTimeAsync(readingReportIntervalMs);
    expect(record).toHaveBeenLastCalledWith({ courseId: 'c04', seconds: 10 });
    await vi.advanceTimersByTimeAsync(readingReportIntervalMs);
    expect(reading.state).toMatchObject({ readSeconds: 30, completed: true, creditedHours: 0.5 });

    await vi.advanceTimersByTimeAsync(10 * readingReportIntervalMs);
    reading.flush();
    expect(record).toHaveBeenCalledTimes(3);
  });

  it('counts only time in view, and sends what was read when the page is hidden', async () => {
    const { record, reading } = setUp();
    reading.start(true);
    await replies();
    await vi.advanceTimersByTimeAsync(4_000);
    reading.visibilityChanged(false);
    await replies();
    expect(record).toHaveBeenLastCalledWith({ courseId: 'c04', seconds: 4 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(record).toHaveBeenCalledTimes(2);
    reading.visibilityChanged(true);
    await vi.advanceTimersByTimeAsync(readingReportIntervalMs);
    expect(record).toHaveBeenLastCalledWith({ courseId: 'c04', seconds: 10 });
  });

  it('keeps less than a second for the next report instead of sending or dropping it', async () => {
    const { record, reading } = setUp();
    reading.start(true);
    await replies();
    await vi.advanceTimersByTimeAsync(600);
    reading.visibilityChanged(false);
    reading.visibilityChanged(true);
    await vi.advanceTimersByTimeAsync(600);
    reading.visibilityChanged(false);
    await replies();
    expect(record).toHaveBeenCalledTimes(2);
    expect(record).toHaveBeenLastCalledWith({ courseId: 'c04', seconds: 1 });
  });

  it('records nothing for a course completed before', async () => {
    const { record, reading } = setUp(true);
    reading.start(true);
    await vi.advanceTimersByTimeAsync(60_000);
    reading.flush();
    expect(record).not.toHaveBeenCalled();
    expect(reading.state.completed).toBe(true);
  });

  it('stops and shows the server’s message when a report is refused', async () => {
    const { record, reading } = setUp();
    record.mockRejectedValueOnce(new ApiError({ kind: 'business', path: courseStudyPaths.articleRead, serverMessage: '该课程不是图文课程' }));
    reading.start(true);
    await replies();
    expect(reading.state.message).toBe('该课程不是图文课程');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(record).toHaveBeenCalledTimes(1);
  });
});
