import { ApiError, createApiClient, type ExamAnswers, type ExamPaper, examPaths, type ExamRecord, type ExamResult, fetchExamPaper, fetchExamReview, saveExamAnswers, startExam, submitExam } from '@study-portal/api';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAnswers } from './answerStore';
import type { ExamCalls } from './examCalls';
import { AttemptTaking } from './AttemptTaking';

const serverNow = '2026-03-16T09:30:00+08:00';

const paper = (timeLimitSeconds: number | null): ExamPaper => ({
  recordId: 'rec-1',
  examId: 'exam-mock-001',
  kind: 'mock',
  name: '数字素养与技能模拟测验',
  totalScore: 30,
  passMark: 20,
  timeLimitSeconds,
  startedAt: serverNow,
  deadline: timeLimitSeconds === null ? null : new Date(Date.parse(serverNow) + timeLimitSeconds * 1000).toISOString(),
  serverNow,
  submitted: false,
  questions: [
    { id: 'q1', type: 'single', stem: '下列哪一个密码最安全？', options: [{ key: 'A', text: '12345678' }, { key: 'B', text: 'Tq7#vL9!pX2m' }], score: 10 },
    { id: 'q2', type: 'multiple', stem: '哪些做法有助于保护账号安全？', options: [{ key: 'A', text: '开启多因素认证' }, { key: 'B', text: '共用密码' }, { key: 'C', text: '查看登录记录' }], score: 10 },
    { id: 'q3', type: 'judge', stem: '公共无线网络上处理涉密文件是安全的。', options: [{ key: 'A', text: '正确' }, { key: 'B', text: '错误' }], score: 10 },
  ],
});

const recordOf = (source: ExamPaper, answers: ExamAnswers = {}): ExamRecord => ({
  recordId: source.recordId,
  examId: source.examId,
  startedAt: source.startedAt,
  timeLimitSeconds: source.timeLimitSeconds,
  deadline: source.deadline ?? null,
  serverNow: source.serverNow,
  answers,
  resumed: Object.keys(answers).length > 0,
});

const result: ExamResult = {
  recordId: 'rec-1',
  examId: 'exam-mock-001',
  score: 10,
  totalScore: 30,
  passMark: 20,
  passed: false,
  correctCount: 1,
  questionCount: 3,
  submittedAt: '2026-03-16T09:31:00+08:00',
  autoSubmitted: false,
};

const lost = () => new ApiError({ kind: 'network', path: examPaths.save });

function fakeCalls(overrides: Partial<ExamCalls> = {}): ExamCalls & { [K in keyof ExamCalls]: ReturnType<typeof vi.fn> } {
  return {
    start: vi.fn(),
    save: vi.fn(async () => ({ saved: true, savedAt: '2026-03-16T09:30:30+08:00', answeredCount: 1 })),
    submit: vi.fn(async () => result),
    paper: vi.fn(),
    review: vi.fn(),
    ...overrides,
  } as never;
}

function renderPaper(source: ExamPaper, calls: ExamCalls, savedAnswers: ExamAnswers = {}) {
  const onFinished = vi.fn();
  render(<AttemptTaking paper={source} record={recordOf(source, savedAnswers)} receivedAtMs={Date.now()} calls={calls} onFinished={onFinished} />);
  return { onFinished, user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) };
}

// Role queries over a whole paper are slow on a busy machine; the clock itself is fake.
describe('taking a paper', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(Date.parse(serverNow));
  });
  afterEach(() => vi.useRealTimers());

  it('submits every answer given when the countdown runs out', async () => {
    const calls = fakeCalls();
    const { onFinished, user } = renderPaper(paper(60), calls);
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    await user.click(screen.getByRole('radio', { name: /Tq7#vL9!pX2m/ }));
    await user.click(screen.getByRole('button', { name: '第2题，未作答' }));
    await user.click(screen.getByRole('checkbox', { name: /开启多因素认证/ }));
    await user.click(screen.getByRole('checkbox', { name: /查看登录记录/ }));

    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(calls.submit).toHaveBeenCalledTimes(1);
    expect(calls.submit).toHaveBeenCalledWith('rec-1', { q1: ['B'], q2: ['A', 'C'], q3: [] }, { ownMessage: true });
    expect(onFinished).toHaveBeenCalledWith({ result, timeUp: true });
    // Submitted: the tab's copy is no longer needed.
    expect(window.sessionStorage.getItem('quiz-answers:exam-mock-001:rec-1')).toBeNull();
  });

  it('says time is running low under five minutes', async () => {
    renderPaper(paper(6 * 60), fakeCalls());
    expect(screen.queryByText(/剩余时间不足 5 分钟/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText(/剩余时间不足 5 分钟/)).toBeVisible();
  });

  it('after a reload shows the answers kept in the tab and sends the server what it lacks', async () => {
    const source = paper(null);
    storeAnswers(source.examId, source.recordId, { q1: ['A'], q3: ['B'] });
    const calls = fakeCalls();
    renderPaper(source, calls, { q1: ['A'] });
    expect(screen.getByRole('radio', { name: /12345678/ })).toBeChecked();
    expect(screen.getByRole('button', { name: '第3题，已作答' })).toBeVisible();
    expect(screen.getByText('已答 2 / 3 题')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.save).toHaveBeenCalledWith('rec-1', { q3: ['B'] }, { ownMessage: true });
  });

  it('a failed save says so, keeps the answer, and retries after a growing wait', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(lost())
      .mockRejectedValueOnce(lost())
      .mockResolvedValue({ saved: true, savedAt: '2026-03-16T09:30:30+08:00', answeredCount: 1 });
    const calls = fakeCalls({ save });
    const { user } = renderPaper(paper(null), calls);
    await user.click(screen.getByRole('radio', { name: /Tq7#vL9!pX2m/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    // Said in a live region, so a screen-reader user hears it too.
    expect(screen.getByText('答案未保存，正在重试…')).toHaveAttribute('role', 'status');
    expect(JSON.parse(window.sessionStorage.getItem('quiz-answers:exam-mock-001:rec-1') ?? '{}')).toEqual({ q1: ['B'] });

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(save).toHaveBeenCalledTimes(2);
    expect(screen.getByText('答案未保存，正在重试…')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(save).toHaveBeenCalledTimes(3);
    expect(save).toHaveBeenLastCalledWith('rec-1', { q1: ['B'] }, { ownMessage: true });
    expect(screen.getByText('答案已自动保存')).toBeVisible();
  });

  it('asks before submitting, naming the unanswered questions, each a way back', async () => {
    const calls = fakeCalls();
    const { user } = renderPaper(paper(null), calls);
    await user.click(screen.getByRole('radio', { name: /Tq7#vL9!pX2m/ }));
    await user.click(screen.getByRole('button', { name: '交卷' }));
    const dialog = screen.getByRole('dialog', { name: '确认交卷' });
    expect(dialog).toHaveTextContent('还有 2 题未作答');
    const unanswered = within(within(dialog).getByRole('list', { name: '未作答的题' })).getAllByRole('button');
    expect(unanswered.map((button) => button.textContent)).toEqual(['第 2 题', '第 3 题']);
    await user.click(unanswered[1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /第 3 题/ })).toHaveFocus();
    expect(calls.submit).not.toHaveBeenCalled();
  });

  it('a lost submit is retried and says so, and nothing given is lost', async () => {
    const submit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'timeout', path: examPaths.submit }))
      .mockResolvedValue(result);
    const calls = fakeCalls({ submit });
    const { onFinished, user } = renderPaper(paper(null), calls);
    await user.click(screen.getByRole('radio', { name: /Tq7#vL9!pX2m/ }));
    await user.click(screen.getByRole('button', { name: '交卷' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认交卷' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('交卷未成功，正在重试…');
    expect(onFinished).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(submit).toHaveBeenLastCalledWith('rec-1', { q1: ['B'], q2: [], q3: [] }, { ownMessage: true });
    expect(onFinished).toHaveBeenCalledWith({ result, timeUp: false });
  });

  it('answers from the keyboard inside the question: letters choose, N and P move', async () => {
    const calls = fakeCalls();
    const { user } = renderPaper(paper(null), calls);
    screen.getByRole('heading', { level: 2, name: /第 1 题/ }).focus();
    await user.keyboard('b');
    expect(screen.getByRole('radio', { name: /Tq7#vL9!pX2m/ })).toBeChecked();
    await user.keyboard('n');
    expect(screen.getByRole('heading', { level: 2, name: /第 2 题/ })).toHaveFocus();
    await user.keyboard('ac');
    expect(screen.getByRole('checkbox', { name: /开启多因素认证/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /查看登录记录/ })).toBeChecked();
    await user.keyboard('p');
    expect(screen.getByRole('heading', { level: 2, name: /第 1 题/ })).toHaveFocus();
  });

  it('when the server had already closed the attempt, its result is shown and unsent answers are named', async () => {
    const refused = new ApiError({ kind: 'business', serverMessage: '考试时间已到，系统已按最后保存的答案交卷', path: examPaths.submit });
    const source = paper(null);
    const calls = fakeCalls({
      save: vi.fn().mockRejectedValue(lost()),
      submit: vi.fn().mockRejectedValue(refused),
      paper: vi.fn().mockResolvedValue({ ...source, submitted: true }),
      review: vi.fn().mockResolvedValue({
        ...result,
        autoSubmitted: true,
        name: source.name,
        kind: source.kind,
        questions: source.questions.map((question) => ({ ...question, yourAnswer: [], correctAnswer: ['A'], correct: false, explanation: '' })),
      }),
    });
    const { onFinished, user } = renderPaper(source, calls);
    await user.click(screen.getByRole('radio', { name: /Tq7#vL9!pX2m/ }));
    await user.click(screen.getByRole('button', { name: '交卷' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认交卷' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.submit).toHaveBeenCalledTimes(1);
    expect(onFinished).toHaveBeenCalledWith(expect.objectContaining({ closedByServer: '考试时间已到，系统已按最后保存的答案交卷', notCounted: 1 }));
  });
  it('says a lost save or submit on the page only: the notifier, whose toast may not load offline, hears just the end of a session', async () => {
    const onFailure = vi.fn();
    // Offline until the second submit, which finds the session ended, as does all that follows.
    let submits = 0;
    const offline = async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (path.endsWith(examPaths.submit)) submits += 1;
      if (submits > 1) return new Response('', { status: 401 });
      throw new TypeError('Failed to fetch');
    };
    const client = createApiClient({
      endpoint: { prefix: 'http://portal.test/pcApi/', timeoutMs: 20_000 },
      deviceId: 'pc',
      identity: { tenantId: () => '001.001', visitorId: () => 'visitor', token: () => 'token' },
      onFailure,
      fetch: offline as typeof fetch,
    });
    const calls: ExamCalls = {
      start: (examId) => startExam(client, { examId }),
      save: (recordId, answers, options) => saveExamAnswers(client, { recordId, answers }, options),
      submit: (recordId, answers, options) => submitExam(client, { recordId, answers }, options),
      paper: (recordId) => fetchExamPaper(client, { recordId }),
      review: (recordId) => fetchExamReview(client, { recordId }),
    };
    const { user } = renderPaper(paper(null), calls);
    await user.click(screen.getByRole('radio', { name: /Tq7#vL9!pX2m/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('答案未保存，正在重试…')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(screen.getByRole('button', { name: '交卷' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确认交卷' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('交卷未成功，正在重试…');
    expect(onFailure).not.toHaveBeenCalled();

    // The retry finds the session ended: that one the portal must hear, to sign the learner out.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(submits).toBe(2);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ kind: 'http', status: 401 }));
    expect(onFailure.mock.calls.filter(([error]) => (error as ApiError).kind === 'network')).toEqual([]);
  });
});
