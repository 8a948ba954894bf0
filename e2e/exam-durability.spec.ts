import { expect, portalHeaders, test, type Page } from './fixtures';
import { answer, openSignedIn, option, questionPanel, resetOwnDemoBackend, saveState, startPaper, type GivenAnswer } from './examHelpers';

// Each test gets its own backend on the shared demo server.
test.beforeEach(async ({ context, baseURL, page }, testInfo) => resetOwnDemoBackend({ context, baseURL, page }, testInfo));

// No error may escape the page: one that nothing catches unmounts the whole portal, the paper
// with it.
let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
});
test.afterEach(() => {
  expect(pageErrors).toEqual([]);
});

/** A paper these tests take: where it is taken and how its questions are named and scored. */
interface Paper {
  examId: string;
  path: string;
  questionCount: number;
  /** Question ids by number, as the server keeps the answers. */
  questionId: (number: number) => string;
  /** Every question of these papers is worth the same. */
  pointsEach: number;
}

const funQuiz: Paper = {
  examId: 'exam-fun-001',
  path: '/spiceAnswer/spiceAnswerStart?examId=exam-fun-001',
  questionCount: 10,
  questionId: (number) => `q-fun-${String(number).padStart(3, '0')}`,
  pointsEach: 10,
};

const inClassTest: Paper = {
  examId: 'exam-c15',
  path: '/examManage/startExam?examId=exam-c15',
  questionCount: 5,
  questionId: (number) => `q-inclass-${String(number).padStart(3, '0')}`,
  pointsEach: 20,
};

const mockQuiz: Paper = {
  examId: 'exam-mock-001',
  path: '/solidify/officialExam?examId=exam-mock-001',
  questionCount: 10,
  questionId: (number) => `q-mock-${String(number).padStart(3, '0')}`,
  pointsEach: 10,
};
const mockLimitMinutes = 20;

/** An answer a test gives: to which question, and whether it is the right one. */
interface Given extends GivenAnswer {
  number: number;
  correct: boolean;
}

// Right and wrong answers, a multiple choice among them, so the score tells which arrived.
const funAnswers: Given[] = [
  { number: 1, type: 'radio', answer: ['B'], correct: true },
  { number: 2, type: 'radio', answer: ['A'], correct: false },
  { number: 3, type: 'radio', answer: ['C'], correct: true },
  { number: 4, type: 'radio', answer: ['B'], correct: true },
  { number: 10, type: 'checkbox', answer: ['A', 'B'], correct: false },
];

const goTo = async (page: Page, number: number) => {
  await page.getByRole('button', { name: new RegExp(`^第${number}题，`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^第 ${number} 题`) })).toBeVisible();
};

async function give(page: Page, given: Given) {
  await goTo(page, given.number);
  await answer(page, given);
  await expect(page.getByRole('button', { name: `第${given.number}题，已作答` })).toBeVisible();
}

const answersOf = (paper: Paper, given: readonly Given[]) => Object.fromEntries(given.map((item) => [paper.questionId(item.number), item.answer]));

/**
 * The answers the server holds for the open attempt. Starting a paper with an attempt open
 * returns that attempt with everything saved in it; the call is the test's own, so a cut
 * network on the page does not stop it.
 */
async function serverAnswers(page: Page, token: string, paper: Paper) {
  const reply = await page.request.post('/pcApi/api/exam/start', { headers: portalHeaders(token), data: { examId: paper.examId } });
  const body = (await reply.json()) as { success: boolean; message?: string; data?: { answers: Record<string, string[]> } };
  // A refusal comes back as itself, so a failed comparison shows the server's reason.
  return body.success ? body.data?.answers : body;
}

async function submit(page: Page) {
  await page.getByRole('button', { name: '交卷' }).click();
  await page.getByRole('dialog', { name: '确认交卷' }).getByRole('button', { name: '确认交卷' }).click();
}

/** The result counts exactly the given answers, and the review shows each, and no other. */
async function expectRecorded(page: Page, paper: Paper, given: readonly Given[]) {
  await expect(page.getByRole('heading', { name: '考试结果' })).toBeVisible();
  const right = given.filter((item) => item.correct).length;
  await expect(page.getByText(new RegExp(`^${right * paper.pointsEach} 分 / 满分`))).toBeVisible();
  await expect(page.getByText(new RegExp(`^${right} / ${paper.questionCount} 题$`))).toBeVisible();

  await page.getByRole('link', { name: '查看解析' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '答题解析' })).toBeVisible();
  for (let number = 1; number <= paper.questionCount; number += 1) {
    const keys = given.find((item) => item.number === number)?.answer;
    const reviewed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^第 ${number} 题 ·`) }) });
    await expect(reviewed).toContainText(`你的答案：${keys ? [...keys].sort().join('、') : '未作答'}；`);
  }
}

test('a reload in the middle of a quiz keeps every answer, the one given just before it too', async ({ page }) => {
  const token = await openSignedIn(page, funQuiz.path);
  await startPaper(page);
  const [first, second, third, ...rest] = funAnswers;
  await give(page, first!);
  await give(page, second!);
  await expect(saveState(page)).toHaveText('答案已自动保存');
  // No waiting for its save: the reload comes straight after the click.
  await give(page, third!);
  await page.reload();

  await expect(page.getByRole('heading', { level: 2, name: /第 1 题/ })).toBeVisible();
  await expect(page.getByText(`已答 3 / ${funQuiz.questionCount} 题`)).toBeVisible();
  await expect(option(page, 'radio', 'B')).toBeChecked();
  await goTo(page, 3);
  await expect(option(page, 'radio', 'C')).toBeChecked();
  for (const given of rest) await give(page, given);
  await expect(saveState(page)).toHaveText('答案已自动保存');
  await expect.poll(() => serverAnswers(page, token, funQuiz)).toEqual(answersOf(funQuiz, funAnswers));

  await submit(page);
  await expectRecorded(page, funQuiz, funAnswers);
});

test('answers given with the network off wait in the tab and are saved when it is back', async ({ page, context }) => {
  const token = await openSignedIn(page, funQuiz.path);
  await startPaper(page);
  const [first, ...offline] = funAnswers;
  await give(page, first!);
  await expect(saveState(page)).toHaveText('答案已自动保存');

  await context.setOffline(true);
  for (const given of offline) await give(page, given);
  await expect(saveState(page)).toHaveText('答案未保存，正在重试…');
  await expect(page.getByText(`已答 ${funAnswers.length} / ${funQuiz.questionCount} 题`)).toBeVisible();
  expect(await serverAnswers(page, token, funQuiz)).toEqual(answersOf(funQuiz, [first!]));

  await context.setOffline(false);
  await expect(saveState(page)).toHaveText('答案已自动保存');
  await expect.poll(() => serverAnswers(page, token, funQuiz)).toEqual(answersOf(funQuiz, funAnswers));

  await submit(page);
  await expectRecorded(page, funQuiz, funAnswers);
});

test('a save failing with 500 again and again leaves the quiz usable, is retried, and saves', async ({ page }) => {
  // The retries wait 1 s, 2 s and 4 s: the fake clock runs those out instead of the test waiting.
  // Held still, or on a slow machine the page's own time reaches the fourth try before the test
  // has looked at the third.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const token = await openSignedIn(page, funQuiz.path);
  await startPaper(page);
  let failed = 0;
  await page.route('**/pcApi/api/exam/save', async (route) => {
    if (failed < 3) {
      failed += 1;
      await route.fulfill({ status: 500, json: { success: false, message: '服务器内部错误' } });
    } else {
      await route.continue();
    }
  });

  const [first, second, ...rest] = funAnswers;
  await give(page, first!);
  await expect(saveState(page)).toHaveText('答案未保存，正在重试…');
  await give(page, second!);
  // The second and third failures come by themselves, one and two seconds of the page's time
  // apart. The clock moves in short steps: a slow reply to the third try must not let it run on
  // into the fourth, four seconds later, before the test has looked.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(200);
        return failed;
      },
      { intervals: [50] },
    )
    .toBe(3);

  // After the third failure the question still shows its options and takes answers.
  await expect(questionPanel(page).getByRole('radio')).toHaveCount(4);
  for (const given of rest) await give(page, given);
  await goTo(page, 1);
  await expect(questionPanel(page).getByRole('radio')).toHaveCount(4);
  await expect(option(page, 'radio', 'B')).toBeChecked();

  // The fourth try, 4 s after the third, gets through with everything given meanwhile.
  await expect(saveState(page)).toHaveText('答案未保存，正在重试…');
  await page.clock.runFor(4_000);
  await expect(saveState(page)).toHaveText('答案已自动保存');
  await expect.poll(() => serverAnswers(page, token, funQuiz)).toEqual(answersOf(funQuiz, funAnswers));

  await submit(page);
  await expectRecorded(page, funQuiz, funAnswers);
});

test('when time runs out offline, the paper goes with every answer once the network is back', async ({ page, context }) => {
  const given: Given[] = [
    { number: 1, type: 'radio', answer: ['C'], correct: true },
    { number: 2, type: 'radio', answer: ['A'], correct: false },
    { number: 3, type: 'checkbox', answer: ['A', 'B', 'D'], correct: true },
  ];
  await page.clock.install();
  const token = await openSignedIn(page, mockQuiz.path);
  await startPaper(page);
  const [first, ...offline] = given;
  await give(page, first!);
  await expect(saveState(page)).toHaveText('答案已自动保存');

  await context.setOffline(true);
  for (const item of offline) await give(page, item);
  await page.clock.fastForward(mockLimitMinutes * 60_000);
  await expect(page.getByRole('alert').filter({ hasText: '交卷未成功，正在重试…' })).toBeVisible();
  await expect(option(page, 'checkbox', 'A')).toBeDisabled();
  expect(await serverAnswers(page, token, mockQuiz)).toEqual(answersOf(mockQuiz, [first!]));

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: '考试结果' })).toBeVisible();
  await expect(page.getByText('考试时间到，系统已按您作答的内容自动交卷。')).toBeVisible();
  await expectRecorded(page, mockQuiz, given);
});

test('a double click on submit sends the paper once', async ({ page }) => {
  const given: Given[] = [
    { number: 1, type: 'radio', answer: ['B'], correct: true },
    { number: 2, type: 'radio', answer: ['A'], correct: false },
    { number: 4, type: 'checkbox', answer: ['A', 'B', 'C', 'D'], correct: true },
  ];
  await openSignedIn(page, inClassTest.path);
  await startPaper(page);
  for (const item of given) await give(page, item);
  await expect(saveState(page)).toHaveText('答案已自动保存');

  const submits: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pcApi/api/exam/submit')) submits.push(request.method());
  });
  // The first submit is held until both clicks are in, so the second lands while it is out.
  let release = () => {};
  const clicked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/pcApi/api/exam/submit', async (route) => {
    await clicked;
    await route.continue();
  });
  await page.getByRole('button', { name: '交卷' }).click();
  await page.getByRole('dialog', { name: '确认交卷' }).getByRole('button', { name: '确认交卷' }).dblclick();
  release();

  await expect(page.getByRole('heading', { name: '考试结果' })).toBeVisible();
  expect(submits).toEqual(['POST']);
  await expectRecorded(page, inClassTest, given);
  expect(submits).toEqual(['POST']);
});
