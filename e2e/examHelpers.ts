import { expect, type BrowserContext, type Page, type TestInfo } from './fixtures';

/**
 * Gives the test its own backend on the shared demo server (the demo-scope cookie), fresh.
 * Leaving a page while an answer is only in the tab asks first; these tests mean to leave.
 */
export async function resetOwnDemoBackend({ context, baseURL, page }: { context: BrowserContext; baseURL: string | undefined; page: Page }, testInfo: TestInfo) {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
  page.on('dialog', (dialog) => void dialog.accept());
}

/** Signs the learner in without the form and opens the page with ?token=, as the SSO site returns. */
export async function openSignedIn(page: Page, path: string) {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username: 'learner' } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  return token;
}

/** One question's answer: the kind of control and the option keys chosen. */
export interface GivenAnswer {
  type: 'radio' | 'checkbox';
  answer: string[];
}

export const questionPanel = (page: Page) => page.getByRole('region', { name: '题目' });

/** An option of the question on screen, by its key (the options read "B.…"). */
export const option = (page: Page, type: GivenAnswer['type'], key: string) => questionPanel(page).getByRole(type, { name: new RegExp(`^${key}\\.`) });

/** Answers the current question with these option keys. */
export async function answer(page: Page, question: GivenAnswer) {
  for (const key of question.answer) await option(page, question.type, key).check();
}

export const saveState = (page: Page) => page.getByRole('group', { name: '作答状态' }).getByRole('status');

export async function startPaper(page: Page) {
  await page.getByRole('button', { name: /开始答题|继续作答/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /第 1 题/ })).toBeVisible();
}

/**
 * Runs the page's fake clock (installed before the page opened) a second at a time until the
 * probe gives what the test expects: a retry's pause goes by in the page, not in the test.
 */
export function clockRunsUntil<T>(page: Page, probe: () => Promise<T>) {
  return expect.poll(async () => {
    await page.clock.runFor(1_000);
    return probe();
  });
}
