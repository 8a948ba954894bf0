import { ApiError, type ExamAnswers, examPaths } from '@study-portal/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnswerSaver, type SaveStatus } from './answerSaver';

const lost = () => new ApiError({ kind: 'network', path: examPaths.save });

function setup(outcomes: Array<'ok' | 'lost' | 'refused'>) {
  const sent: ExamAnswers[] = [];
  const statuses: SaveStatus[] = [];
  const save = vi.fn(async (answers: ExamAnswers) => {
    sent.push(answers);
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome === 'lost') throw lost();
    if (outcome === 'refused') throw new ApiError({ kind: 'business', serverMessage: '试卷已提交，不能再修改答案', path: examPaths.save });
    return { savedAt: '2026-03-16T09:31:00+08:00' };
  });
  const saver = createAnswerSaver({ save, onStatus: (status) => statuses.push(status) });
  return { saver, sent, statuses, save };
}

describe('saving answers as they are given', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one request at a time and batches what is given meanwhile', async () => {
    const { saver, sent, statuses } = setup(['ok', 'ok']);
    saver.queue({ q1: ['A'] });
    saver.queue({ q2: ['B'] });
    saver.queue({ q1: ['C'] });
    await vi.runAllTimersAsync();
    expect(sent).toEqual([{ q1: ['A'] }, { q2: ['B'], q1: ['C'] }]);
    expect(statuses.at(-1)).toEqual({ state: 'saved', savedAt: '2026-03-16T09:31:00+08:00' });
    expect(saver.unsaved()).toEqual({});
  });

  it('retries a lost save after 1 s, then 2 s, keeping answers given meanwhile', async () => {
    const { saver, sent, statuses } = setup(['lost', 'lost', 'ok']);
    saver.queue({ q1: ['A'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toMatchObject({ state: 'retrying', attempt: 1, retryInMs: 1000 });
    expect(saver.unsaved()).toEqual({ q1: ['A'] });

    saver.queue({ q2: ['B'] });
    // Waiting out the backoff: nothing is sent early.
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({ q1: ['A'], q2: ['B'] });
    expect(statuses.at(-1)).toMatchObject({ state: 'retrying', attempt: 2, retryInMs: 2000 });

    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(3);
    expect(sent[2]).toEqual({ q1: ['A'], q2: ['B'] });
    expect(statuses.at(-1)).toMatchObject({ state: 'saved' });
    expect(saver.unsaved()).toEqual({});
  });

  it('an answer changed while its save is out wins over the failed one', async () => {
    const { saver, sent } = setup(['lost', 'ok']);
    saver.queue({ q1: ['A'] });
    saver.queue({ q1: ['B'] });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.at(-1)).toEqual({ q1: ['B'] });
  });

  it('says the answers are not saved while a retry is out, until one succeeds', async () => {
    const replies: Array<{ resolve: (value: { savedAt: string }) => void; reject: (error: unknown) => void }> = [];
    const statuses: SaveStatus[] = [];
    const saver = createAnswerSaver({
      save: () => new Promise((resolve, reject) => replies.push({ resolve, reject })),
      onStatus: (status) => statuses.push(status),
    });
    saver.queue({ q1: ['A'] });
    expect(statuses.at(-1)).toEqual({ state: 'saving' });
    replies[0]?.reject(lost());
    await vi.advanceTimersByTimeAsync(1000);
    // The retry has left and has no answer yet.
    expect(replies).toHaveLength(2);
    expect(statuses.at(-1)).toMatchObject({ state: 'retrying', attempt: 1 });
    replies[1]?.resolve({ savedAt: '2026-03-16T09:31:00+08:00' });
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.map((status) => status.state)).toEqual(['saving', 'retrying', 'saved']);
  });

  it('retries at once when asked (the button, the browser back online)', async () => {
    const { saver, sent } = setup(['lost', 'ok']);
    saver.queue({ q1: ['A'] });
    await vi.advanceTimersByTimeAsync(0);
    saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(2);
    expect(saver.unsaved()).toEqual({});
  });

  it('stops on a refusal with a reason and keeps the answers', async () => {
    const { saver, sent, statuses } = setup(['refused']);
    saver.queue({ q1: ['A'] });
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
    expect(statuses.at(-1)).toMatchObject({ state: 'refused' });
    expect(saver.unsaved()).toEqual({ q1: ['A'] });
  });

  it('sends nothing more once stopped (the submit carries every answer)', async () => {
    const { saver, sent } = setup(['lost']);
    saver.queue({ q1: ['A'] });
    await vi.advanceTimersByTimeAsync(0);
    saver.stop();
    saver.queue({ q2: ['B'] });
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(1);
  });
});
