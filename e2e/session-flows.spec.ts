import { expect, test, type Page, type Response } from './fixtures';

// The cross-cutting session flows (docs/product/session.md, docs/product/admin.md), each on its own backend (demo-scope cookie).
test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

async function tokenFor(page: Page, username: string): Promise<string> {
  const reply = await page.request.post('/__demo/login', { data: { username } });
  return ((await reply.json()) as { token: string }).token;
}

async function openSignedIn(page: Page, username: string, path: string): Promise<string> {
  const token = await tokenFor(page, username);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  return token;
}

/** The answer to the captcha the page just fetched, read from the demo control API. */
async function captchaAnswer(page: Page, captchaReply: Promise<Response>): Promise<string> {
  const { data } = (await (await captchaReply).json()) as { data: { verificationCodeToken: string } };
  const reply = await page.request.get(`/__demo/captcha?token=${encodeURIComponent(data.verificationCodeToken)}`);
  return ((await reply.json()) as { answer: string }).answer;
}

const phoneDialog = (page: Page) => page.getByRole('dialog', { name: '手机号验证' });
const field = (page: Page, name: RegExp) => phoneDialog(page).getByRole('textbox', { name });

async function openPhoneDialog(page: Page) {
  await openSignedIn(page, 'smsadmin', '/index');
  await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
  const captcha = page.waitForResponse('**/pcApi/api/webmember/getValidateCode');
  await page.getByRole('button', { name: '管理员登录' }).click();
  await expect(page.getByText('您需要进行手机号验证', { exact: true })).toBeVisible();
  await expect(phoneDialog(page)).toBeVisible();
  // Wrapped: an async function returning the bare promise would hand back its result instead.
  return { captcha };
}

test.describe('the phone verification of the admin entry', () => {
  test('an SMS code, a 60 s resend under a fake clock, then the admin site in a new tab', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-21T08:00:00+08:00') });
    const { captcha } = await openPhoneDialog(page);
    // The picture arrives before time is frozen: on a slow machine its request may still wait
    // on the page's own timers, which a paused clock never fires.
    await captcha;
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(new Date('2026-11-21T09:00:00+08:00'));
    await expect(field(page, /^手机号/)).toHaveValue('13800138004');

    // docs/product/session.md#sms-login: no code without the image captcha.
    await phoneDialog(page).getByRole('button', { name: '获取验证码' }).click();
    await expect(phoneDialog(page).getByText('请输入图片验证码')).toBeVisible();

    await field(page, /^图片验证码/).fill(await captchaAnswer(page, captcha));
    const nextCaptcha = page.waitForResponse('**/pcApi/api/webmember/getValidateCode');
    await phoneDialog(page).getByRole('button', { name: '获取验证码' }).click();
    await expect(phoneDialog(page).getByText('验证码已发送至 138****8004')).toBeVisible();
    // The picture's answer was spent on the send: the login needs the new picture's answer.
    const nextAnswer = await captchaAnswer(page, nextCaptcha);
    await expect(field(page, /^图片验证码/)).toHaveValue('');
    const resend = phoneDialog(page).getByRole('button', { name: /秒后重新获取/ });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor(59_000);
    await expect(resend).toHaveText(/^1秒后重新获取$/);
    await page.clock.runFor(1_000);
    await expect(phoneDialog(page).getByRole('button', { name: '获取验证码' })).not.toHaveAttribute('aria-disabled');

    const { code } = (await (await page.request.get('/__demo/sms?phone=13800138004')).json()) as { code: string };
    await field(page, /^短信验证码/).fill(code);
    await field(page, /^图片验证码/).fill(nextAnswer);
    const [popup] = await Promise.all([page.waitForEvent('popup'), phoneDialog(page).getByRole('button', { name: '验证并登录' }).click()]);
    // The admin site opens at /admin/ and goes on to its dashboard once it has read the session;
    // when the tab's address is read depends on the machine, so wait for where it settles.
    await expect(popup).toHaveURL(/\/admin\/dashboard$/);
    await expect(phoneDialog(page)).toHaveCount(0);

    // Verified for the session: the next admin login opens at once.
    const [again] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '管理员登录' }).click()]);
    await expect(again).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a wrong SMS code shows the server’s message and keeps what was typed', async ({ page }) => {
    const { captcha } = await openPhoneDialog(page);
    await field(page, /^图片验证码/).fill(await captchaAnswer(page, captcha));
    const nextCaptcha = page.waitForResponse('**/pcApi/api/webmember/getValidateCode');
    await phoneDialog(page).getByRole('button', { name: '获取验证码' }).click();
    await expect(phoneDialog(page).getByText('验证码已发送至 138****8004')).toBeVisible();
    const nextAnswer = await captchaAnswer(page, nextCaptcha);
    await expect(field(page, /^图片验证码/)).toHaveValue('');
    await field(page, /^图片验证码/).fill(nextAnswer);
    await field(page, /^短信验证码/).fill('000000');
    await phoneDialog(page).getByRole('button', { name: '验证并登录' }).click();
    await expect(phoneDialog(page).getByRole('alert')).toHaveText('短信验证码错误');
    await expect(field(page, /^短信验证码/)).toHaveValue('000000');
  });

  test('a network failure on submit says 网络错误，请稍后再试', async ({ page }) => {
    await openPhoneDialog(page);
    await page.route('**/pcApi/api/sso/user/smsLogin', (route) => route.abort('internetdisconnected'));
    await field(page, /^图片验证码/).fill('abcd');
    await field(page, /^短信验证码/).fill('123456');
    await phoneDialog(page).getByRole('button', { name: '验证并登录' }).click();
    await expect(phoneDialog(page).getByRole('alert')).toHaveText('网络错误，请稍后再试');
  });
});

test.describe('post-login checks', () => {
  test('a user without a trainee record gets 提醒 with only 确定, which logs out in a new window', async ({ page }) => {
    await openSignedIn(page, 'notrainee', '/index');
    const reminder = page.getByRole('alertdialog', { name: '提醒' });
    await expect(reminder).toContainText('未查询到您的学员信息，请联系本单位后台管理员。');
    await expect(reminder.getByRole('button')).toHaveText(['确定']);
    const [logoutWindow] = await Promise.all([page.waitForEvent('popup'), reminder.getByRole('button', { name: '确定' }).click()]);
    const opened = new URL(logoutWindow.url());
    expect(opened.pathname === '/sso/logout' || opened.pathname === '/index').toBe(true);
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('button', { name: '学员登录' })).toBeVisible();
    const kept = await page.evaluate(() => Object.keys(window.sessionStorage));
    expect(kept).not.toContain('userInfo');
    expect(kept).not.toContain('accessToken');
  });

  test('a learner whose password should change is reminded once, on the password tab', async ({ page }) => {
    await openSignedIn(page, 'newcomer', '/index');
    await expect(page.getByText('为了您的账户安全，建议您定期更换密码。', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/personalCenter\?acativeId=8$/);
    await page.goto('/index');
    await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
    await expect(page.getByText('为了您的账户安全，建议您定期更换密码。', { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/index$/);
  });
});

test('the tenant that forces a password change shows a dialog that cannot be dismissed, until the change logs out', async ({ page }) => {
  expect((await page.request.post('/__demo/tenant', { data: { tenantId: '001.001.065' } })).ok()).toBe(true);
  const captcha = page.waitForResponse('**/pcApi/api/webmember/getValidateCode');
  await openSignedIn(page, 'newcomer', '/index');
  const dialog = page.getByRole('dialog', { name: '请修改密码' });
  await expect(dialog).toBeVisible();
  // No reminder toast for this tenant, no close button, and neither Esc nor the backdrop closes it.
  await expect(page.getByText('为了您的账户安全，建议您定期更换密码。', { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /关闭/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  const form = dialog.getByRole('form', { name: '修改密码' });
  await form.getByLabel('原密码').fill('Study@2026');
  await form.getByLabel('新密码').fill('Better#2027');
  await form.getByLabel('确认密码').fill('Better#2027');
  await form.getByLabel('验证码', { exact: false }).first().fill(await captchaAnswer(page, captcha));
  const changed = page.getByText('修改成功,请重新登录', { exact: true }).first().waitFor({ state: 'visible', timeout: 15_000 });
  await form.getByRole('button', { name: '确认修改' }).click();
  await changed;
  await expect(page.getByRole('button', { name: '学员登录' })).toBeVisible({ timeout: 15_000 });
});

test.describe('session end by the server', () => {
  for (const status of [403, 409]) {
    test(`a ${status} warning is on screen for the reading time before the logout leaves the page`, async ({ page }) => {
      // When the visible toast first reaches a frame, by the page's own clock; the logout's
      // navigation by the browser's record of when its request started. Slowed down
      // (E2E_CPU_SLOWDOWN), this is where a warning counted from the failed call came too late.
      let shownAt = 0;
      await page.exposeFunction('reportToastShown', (at: number) => (shownAt ||= at));
      await page.addInitScript((text) => {
        // The visible stack lists its toasts; the screen readers' live regions hold paragraphs.
        new MutationObserver((_, observer) => {
          const toast = [...document.querySelectorAll('li')].find((item) => item.textContent?.includes(text));
          if (!toast) return;
          observer.disconnect();
          requestAnimationFrame(() => (window as unknown as { reportToastShown: (at: number) => void }).reportToastShown(Date.now()));
        }).observe(document, { childList: true, subtree: true });
      }, `HTTP ${status}`);
      const token = await tokenFor(page, 'learner');
      await page.request.post('/__demo/faults', { data: { path: 'api/personal/myCourses', status, times: 1 } });
      const logout = page.waitForRequest((request) => new URL(request.url()).pathname === '/sso/logout', { timeout: 30_000 });
      await page.goto(`/home?token=${token}`);
      await expect(page.getByRole('region', { name: '通知' }).getByRole('listitem').filter({ hasText: `HTTP ${status}` })).toBeVisible();
      const request = await logout;
      // The request's timing is complete once its response has come.
      await request.response();
      expect(shownAt).toBeGreaterThan(0);
      expect(request.timing().startTime - shownAt).toBeGreaterThanOrEqual(1_400);
      expect(new URL(request.url()).searchParams.get('redirect')).toMatch(/\/index$/);
      await expect(page).toHaveURL(/\/index$/);
    });
  }
});

test('after ?token= the token is in neither the address, the history, a Referer nor local storage', async ({ page }) => {
  const referers: string[] = [];
  page.on('request', (request) => {
    const referer = request.headers().referer;
    if (referer) referers.push(referer);
  });
  const token = await openSignedIn(page, 'learner', '/personalCenter');
  await expect(page.getByRole('heading', { name: '学习中心', level: 1 })).toBeVisible();
  expect(page.url()).not.toContain(token);
  expect(referers.length).toBeGreaterThan(0);
  for (const referer of referers) expect(referer).not.toContain(token);
  const local = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(local).not.toContain(token);
  expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(0);
  await page.goBack();
  expect(page.url()).not.toContain(token);
});
