import { ApiError, examPaths, type ExamResult } from '@study-portal/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPaperSubmitter, type SubmitStatus } from './paperSubmitter';

const result: ExamResult = {
  recordId: 'rec-1',
  examId: 'exam-mock-001',
  score: 80,
  totalScore: 100,
  passMark: 60,
  passed: true,
  correctCount: 8,
  questionCount: 10,
  submittedAt: '2026-03-16T09:40:00+08:00',
  autoSubmitted: false,
};

function setup(outcomes: Array<'ok' | 'lost' | 'refused'>) {
  const statuses: SubmitStatus[] = [];
  const submit = vi.fn(async () => {
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome === 'lost') throw new ApiError({ kind: 'http', status: 503, path: examPaths.submit });
    if (outcome === 'refused') throw new ApiError({ kind: 'business', serverMessage: '考试时间已到，系统已按最后保存的答案交卷', path: examPaths.submit });
    return result;
  });
  return { submitter: createPaperSubmitter({ submit, onStatus: (status) => statuses.push(status) }), submit, statuses };
}

describe('submitting a paper until the server has it', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries with growing waits and then reports the result', async () => {
    const { submitter, submit, statuses } = setup(['lost', 'lost', 'lost', 'ok']);
    submitter.submit();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toMatchObject({ state: 'retrying', attempt: 1, retryInMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toMatchObject({ state: 'retrying', attempt: 2, retryInMs: 2000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(statuses.at(-1)).toMatchObject({ state: 'retrying', attempt: 3, retryInMs: 4000 });
    await vi.advanceTimersByTimeAsync(3999);
    expect(submit).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses.at(-1)).toEqual({ state: 'submitted', result });
    expect(submit).toHaveBeenCalledTimes(4);
  });

  it('a second press while one is out or waiting sends nothing more', async () => {
    const { submitter, submit } = setup(['lost', 'ok']);
    submitter.submit();
    submitter.submit();
    await vi.advanceTimersByTimeAsync(0);
    submitter.submit();
    expect(submit).toHaveBeenCalledTimes(1);
    await vi.runAllTimersAsync();
    expect(submit).toHaveBeenCalledTimes(2);
    submitter.submit();
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('stops on a refusal and may be sent again by hand', async () => {
    const { submitter, submit, statuses } = setup(['refused', 'ok']);
    submitter.submit();
    await vi.runAllTimersAsync();
    expect(statuses.at(-1)).toMatchObject({ state: 'refused' });
    expect(submit).toHaveBeenCalledTimes(1);
    submitter.retryNow();
    await vi.runAllTimersAsync();
    expect(statuses.at(-1)).toEqual({ state: 'submitted', result });
  });

  it('never submits of itself: going back online before the learner submitted sends nothing', async () => {
    const { submitter, submit } = setup(['ok']);
    submitter.retryNow();
    await vi.runAllTimersAsync();
    expect(submit).not.toHaveBeenCalled();
  });
});
