import { createRequire } from 'node:module';
import { expect, test, type Page } from './fixtures';

// Each test gets its own backend on the shared demo server (the demo-scope cookie), so tests
// running in parallel never see each other's sessions, faults or resets.
test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

const field = (page: Page, label: '用户名' | '密码' | '图片验证码') => page.getByLabel(label, { exact: true });

/** The answer of the captcha the page shows, from the control API. */
async function captchaAnswer(page: Page): Promise<string> {
  const token = await page.locator('input[name="captchaToken"]').inputValue();
  const reply = await page.request.get(`/__demo/captcha?token=${encodeURIComponent(token)}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { answer: string }).answer;
}

async function fillLogin(page: Page, username: string, password: string) {
  await field(page, '用户名').fill(username);
  await field(page, '密码').fill(password);
  await field(page, '图片验证码').fill(await captchaAnswer(page));
}

const sessionCount = async (page: Page) => ((await (await page.request.get('/__demo/state')).json()) as { sessions: number }).sessions;

test('a learner signs in on the SSO page and returns to /index with the token in the address', async ({ page }) => {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  await page.goto('/sso/login?redirect=/index');
  await expect(page.getByRole('heading', { level: 1, name: '用户登录' })).toBeVisible();
  await fillLogin(page, 'learner', 'Study@2026');

  const [reply] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/sso/login'),
    page.getByRole('button', { name: '登录' }).click(),
  ]);
  expect(reply.status()).toBe(303);
  expect(reply.headers().location).toMatch(/^\/index\?token=demo-learner-\d+$/);
  await expect(page).toHaveURL(/\/index(\?|$)/);
  expect(addresses.some((address) => /\/index\?token=demo-learner-\d+$/.test(address))).toBe(true);
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  expect(await sessionCount(page)).toBe(1);
});

test('a wrong password keeps the username, clears the password and says 用户名或密码错误', async ({ page }) => {
  await page.goto('/sso/login?redirect=/index');
  await fillLogin(page, 'learner', 'not-the-password');
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
  await expect(page).toHaveURL(/\/sso\/login$/);
  await expect(field(page, '用户名')).toHaveValue('learner');
  await expect(field(page, '密码')).toHaveValue('');
  await expect(field(page, '密码')).toBeFocused();
  expect(await sessionCount(page)).toBe(0);
});

test('an empty form names every missing field and puts the focus on the first', async ({ page }) => {
  await page.goto('/sso/login');
  await page.getByRole('button', { name: '登录' }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('listitem')).toHaveText(['请输入用户名', '请输入密码', '请输入图片验证码']);
  await expect(field(page, '用户名')).toBeFocused();
  await expect(field(page, '用户名')).toHaveAttribute('aria-invalid', 'true');
  await alert.getByRole('link', { name: '请输入图片验证码' }).click();
  await expect(field(page, '图片验证码')).toBeFocused();
});

test('换一张 draws a new captcha in place and the old one no longer counts', async ({ page }) => {
  await page.goto('/sso/login');
  await field(page, '用户名').fill('learner');
  const oldToken = await page.locator('input[name="captchaToken"]').inputValue();
  const oldImage = await page.getByRole('img', { name: '验证码图片' }).getAttribute('src');
  await page.getByRole('link', { name: '看不清，换一张' }).click();

  await expect(page.locator('input[name="captchaToken"]')).not.toHaveValue(oldToken);
  await expect(page.getByRole('img', { name: '验证码图片' })).not.toHaveAttribute('src', oldImage ?? '');
  await expect(field(page, '图片验证码')).toBeFocused();
  await expect(field(page, '用户名')).toHaveValue('learner');
  expect((await page.request.get(`/__demo/captcha?token=${oldToken}`)).status()).toBe(404);
});

test('logout ends the session and returns to the portal', async ({ page }) => {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username: 'learner' } })).json()) as { token: string };
  expect(await sessionCount(page)).toBe(1);
  await page.goto(`/sso/logout?token=${token}&redirect=${encodeURIComponent('/index')}`);
  await expect(page).toHaveURL(/\/index$/);
  expect(await sessionCount(page)).toBe(0);
});

test.describe('accessibility', () => {
  // The page's own Content-Security-Policy would refuse the injected axe script.
  test.use({ bypassCSP: true });

  const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

  async function violations(page: Page) {
    await page.addScriptTag({ path: axeSource });
    return page.evaluate(async () => {
      const { violations: found } = await (window as unknown as { axe: { run: (options: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }>; }> } }).axe.run({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      });
      return found.map((violation) => `${violation.id} (${violation.nodes.length})`);
    });
  }

  test('the login page passes axe, empty and with errors', async ({ page }) => {
    await page.goto('/sso/login?redirect=/index');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
