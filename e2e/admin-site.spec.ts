import { expect, keepCheckTrue, portalHeaders, signInFor, signInOnSsoPage, test, type Page } from './fixtures';

// Each test gets its own backend on the shared demo server (the demo-scope cookie), reset to
// the fixtures, as in demo-control.spec.ts.
test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

async function tokenFor(page: Page, username: string): Promise<string> {
  const reply = await page.request.post('/__demo/login', { data: { username } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { token: string }).token;
}

test('an administrator opens the admin site with a token: shell, dashboard, menu, class search', async ({ page }) => {
  const token = await tokenFor(page, 'admin');
  await page.goto(`/admin/?token=${encodeURIComponent(token)}`);

  await expect(page.getByText('灯塔大课堂管理系统', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(page.url()).not.toContain('token');

  const sidebar = page.getByRole('navigation', { name: '侧边菜单' });
  await expect(sidebar.getByRole('link')).toHaveText(['首页', '专题班管理', '通知公告', '学员建议']);

  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: '平台数据' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('table', { name: '学员学时排行' }).getByRole('row')).not.toHaveCount(1);

  await sidebar.getByRole('link', { name: '专题班管理' }).click();
  await expect(page).toHaveURL(/\/admin\/classes$/);
  const table = page.getByRole('table', { name: '专题班列表' });
  await expect(table.locator('tbody tr[data-row]').first()).toBeVisible();
  const firstName = (await table.locator('tbody tr[data-row]').first().locator('td').first().innerText()).trim();

  const search = page.getByRole('search', { name: '班级名称' });
  await search.getByRole('searchbox').fill(firstName);
  await search.getByRole('button', { name: '查询' }).click();
  await expect(table.locator('tbody tr[data-row]').filter({ hasNotText: firstName })).toHaveCount(0);
  await expect(table.locator('tbody tr[data-row]').first().locator('td').first()).toHaveText(firstName);

  await search.getByRole('searchbox').fill('不存在的专题班名称');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(table).toContainText('暂无专题班，敬请期待');

  // A reload keeps the session (stored, not in the address) and the admin page.
  await page.reload();
  await expect(page.getByRole('heading', { name: '专题班管理', level: 1 })).toBeVisible();
});

test('a learner token is turned away with 您不是管理员，无权登录', async ({ page }) => {
  const token = await tokenFor(page, 'learner');
  await page.goto(`/admin/?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: '您不是管理员，无权登录' })).toBeVisible();
  expect(page.url()).not.toContain('token');
});

test.describe('an administrator who owes the extra verification', () => {
  /** The gateway's answer to an admin-site data call with this session's token. */
  const adminDataCall = (page: Page, token: string) =>
    page.request.get('/pcApi/api/portal/statistics/info', { headers: { ...portalHeaders(token), 'X-Portal-Site': 'admin' } });

  /** The SMS verification in the admin site's dialog, answered right. */
  async function verifyByPhone(page: Page, captcha: ReturnType<Page['waitForResponse']>) {
    const dialog = page.getByRole('dialog', { name: '手机号验证' });
    const { data } = (await (await captcha).json()) as { data: { verificationCodeToken: string } };
    const { answer } = (await (await page.request.get(`/__demo/captcha?token=${encodeURIComponent(data.verificationCodeToken)}`)).json()) as { answer: string };
    await dialog.getByRole('textbox', { name: /^图片验证码/ }).fill(answer);
    const nextCaptcha = page.waitForResponse('**/pcApi/api/webmember/getValidateCode');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByText('验证码已发送至 138****8004')).toBeVisible();
    // The login carries a captcha too: the new picture's answer (the old one was spent on the send).
    const next = (await (await nextCaptcha).json()) as { data: { verificationCodeToken: string } };
    const { answer: nextAnswer } = (await (await page.request.get(`/__demo/captcha?token=${encodeURIComponent(next.data.verificationCodeToken)}`)).json()) as { answer: string };
    await expect(dialog.getByRole('textbox', { name: /^图片验证码/ })).toHaveValue('');
    await dialog.getByRole('textbox', { name: /^图片验证码/ }).fill(nextAnswer);
    const { code } = (await (await page.request.get('/__demo/sms?phone=13800138004')).json()) as { code: string };
    await dialog.getByRole('textbox', { name: /^短信验证码/ }).fill(code);
    await dialog.getByRole('button', { name: '验证并登录' }).click();
  }

  test('smsadmin pasting the admin address is verified by phone first, then let in', async ({ page }) => {
    const token = await tokenFor(page, 'smsadmin');
    // The gateway refuses the admin data while the verification is owed, whatever the pages do.
    const refused = await adminDataCall(page, token);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('您需要进行手机号验证');

    const captcha = page.waitForResponse('**/pcApi/api/webmember/getValidateCode');
    await page.goto(`/admin/?token=${encodeURIComponent(token)}`);
    const dialog = page.getByRole('dialog', { name: '手机号验证' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('您需要进行手机号验证', { exact: true })).toBeVisible();
    expect(page.url()).not.toContain('token');
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toHaveCount(0);
    await verifyByPhone(page, captcha);

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
    expect((await adminDataCall(page, token)).status()).toBe(200);
  });

  test('smsadmin verified by phone opens the admin site while the backend’s user info keeps check: true', async ({ page }) => {
    await keepCheckTrue(page);
    const token = await tokenFor(page, 'smsadmin');
    const captcha = page.waitForResponse('**/pcApi/api/webmember/getValidateCode');
    await page.goto(`/admin/?token=${encodeURIComponent(token)}`);
    await verifyByPhone(page, captcha);

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('list', { name: '平台数据' }).getByRole('listitem')).toHaveCount(6);
    await page.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: '学员建议' }).click();
    await expect(page.getByRole('table').locator('tbody tr[data-row]').first()).toBeVisible();
    // Verified for the session: a reload opens the site again, with no dialog.
    await page.reload();
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: '手机号验证' })).toHaveCount(0);
    expect((await adminDataCall(page, token)).status()).toBe(200);
  });

  test('an unverified administrator’s call for the administrators’ data is refused without any site header', async ({ page }) => {
    const token = await tokenFor(page, 'smsadmin');
    const reply = await page.request.post('/pcApi/api/portal/suggest/querySuggest', { headers: portalHeaders(token), data: { pageNo: 1, pageSize: 10 } });
    expect(reply.status()).toBe(403);
    expect(((await reply.json()) as { message: string }).message).toBe('您需要进行手机号验证');
    const learner = await page.request.post('/pcApi/api/portal/suggest/querySuggest', { headers: portalHeaders(await tokenFor(page, 'learner')), data: { pageNo: 1, pageSize: 10 } });
    expect(learner.status()).toBe(403);
  });

  test('the backend’s refusal decides over the portal’s word: the verification comes back instead of the data', async ({ page }) => {
    const token = await tokenFor(page, 'smsadmin');
    // The address says the session verified in the portal's tab; the backend has no record of it.
    await page.goto(`/admin/?token=${encodeURIComponent(token)}&verified=1`);
    await expect(page.getByRole('dialog', { name: '手机号验证' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toHaveCount(0);
    expect(page.url()).not.toContain('verified');
    // Not logged out: the session and its token stay for the verification.
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBe(token);
  });

  test('cancelling the verification leaves the admin site closed, with the way to verify again', async ({ page }) => {
    const token = await tokenFor(page, 'smsadmin');
    await page.goto(`/admin/?token=${encodeURIComponent(token)}`);
    await page.getByRole('dialog', { name: '手机号验证' }).getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('heading', { name: '请先完成管理员身份验证' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('dialog', { name: '手机号验证' })).toBeVisible();
  });
});

test('an administrator who signs in from the admin site comes back to the admin page asked for, not the portal', async ({ page }) => {
  await page.goto('/admin/notices');
  await expect(page.getByRole('heading', { name: '请登录管理端' })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回门户首页' })).toHaveAttribute('href', '/index');
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page).toHaveURL(signInFor('/admin/notices'));
  await signInOnSsoPage(page, 'admin');

  await expect(page).toHaveURL(/\/admin\/notices$/);
  await expect(page.getByRole('heading', { name: '通知公告', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toMatch(/^demo-admin-/);
});

test('the sidebar runs down to the bottom of the window on a short page, and the whole page on a long one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await tokenFor(page, 'admin');
  await page.goto(`/admin/no-such-page?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: '侧边菜单' });
  expect((await sidebar.boundingBox())!.y).toBe(0);
  expect(Math.round((await sidebar.boundingBox())!.height)).toBe(900);
  // The shell's own footer sits in the page column, right of the sidebar, not across it.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('主办单位');
  expect((await footer.boundingBox())!.x).toBeGreaterThanOrEqual((await sidebar.boundingBox())!.width);

  // A page taller than the window: the sidebar's column still reaches the page's end.
  await sidebar.getByRole('link', { name: '首页' }).click();
  await expect(page.getByRole('table', { name: '单位学时排行' })).toBeVisible();
  // Read in one go: the page still grows while its sections arrive.
  const column = await page.locator('[data-part="shell-sidebar"]').evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY, pageHeight: document.documentElement.scrollHeight };
  });
  expect(column.pageHeight).toBeGreaterThan(900);
  expect(column.top).toBe(0);
  expect(Math.round(column.bottom)).toBe(column.pageHeight);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(async () => expect((await sidebar.boundingBox())!.y).toBe(0)).toPass();
});

test('an unknown admin address shows the 404 inside the shell', async ({ page }) => {
  const token = await tokenFor(page, 'admin');
  await page.goto(`/admin/no-such-page?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
});

test('logout ends the session and returns to the portal index', async ({ page }) => {
  const token = await tokenFor(page, 'admin');
  await page.goto(`/admin/?token=${encodeURIComponent(token)}`);
  await page.getByRole('button', { name: /李华/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/index$/);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
  // The server session is gone too.
  const info = await page.request.post('/pcApi/api/user/info', { headers: portalHeaders(token) });
  expect(((await info.json()) as { success?: boolean }).success).not.toBe(true);
});

test('a session the server ends while the admin site is open is logged out, back to the portal front page', async ({ page }) => {
  const token = await tokenFor(page, 'admin');
  await page.goto(`/admin/?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
  // The session ends elsewhere: signed out in another tab.
  const ended = await page.request.post('/pcApi/logout', { headers: { ...portalHeaders(token), 'FS-CK': token }, form: {} });
  expect(ended.ok()).toBe(true);
  await page.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: '专题班管理' }).click();
  await expect(page).toHaveURL(/\/index$/);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
});
