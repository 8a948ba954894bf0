import { expect as baseExpect, portalHeaders, test, type Page, type TestInfo } from './fixtures';

// Screens load their code on first use; on a busy machine that can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// The fake backend's clock says 2026-03-16; the page's clock is set to the same day, so "this
// year" is the fixtures' year under way whatever the day the suite runs.
const fixtureNow = new Date('2026-03-16T09:30:00+08:00');

// Each test gets its own backend on the shared demo server (the demo-scope cookie).
test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
  await page.clock.setFixedTime(fixtureNow);
});

/** Signs the learner in without the form and opens the page with ?token=, as the SSO site returns. */
async function openSignedIn(page: Page, path: string, username = 'learner') {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  return token;
}

/** The year's figures as the backend answers them, for the page to show unchanged. */
async function yearFigures(page: Page, token: string, year: number) {
  const reply = await page.request.post('/pcApi/api/personal/yearTotalStatistics', { headers: portalHeaders(token), data: { year } });
  return ((await reply.json()) as { data: { tbtpHourSum: number; compulsoryHour: number; optionalHour: number } }).data;
}

/** The class the demo learner has finished, whose certificate it holds. */
const finishedClass = '2025年度公务员初任培训网上班';

/** A4 at 96 dpi. */
const a4 = { portrait: { width: 794, height: 1123 }, landscape: { width: 1123, height: 794 } };

/** Pages in a PDF Chromium printed (each page object is `/Type /Page`, the tree `/Type /Pages`). */
const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/** The print layout as the browser prints it: a screenshot and the PDF, attached to the report. */
async function printLayout(page: Page, testInfo: TestInfo, name: string, orientation: keyof typeof a4) {
  await page.setViewportSize(a4[orientation]);
  await page.emulateMedia({ media: 'print' });
  const screenshot = testInfo.outputPath(`${name}-print.png`);
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach(`${name}-print.png`, { path: screenshot, contentType: 'image/png' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await testInfo.attach(`${name}.pdf`, { body: pdf, contentType: 'application/pdf' });
  return { pages: pdfPageCount(pdf), width: a4[orientation].width };
}

/** The portal's frame is left out of print: menu, header, toolbar, footer. */
async function expectFrameHiddenInPrint(page: Page) {
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: '快捷工具' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
}

async function expectFitsWidth(page: Page, selector: string, width: number) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the hours summary shows the backend’s figures by the tenant’s rule', async ({ page }) => {
  const token = await openSignedIn(page, '/personalCenter');
  const year = await yearFigures(page, token, 2026);
  expect(year.tbtpHourSum).toBeGreaterThan(0);
  const hours = page.getByRole('region', { name: '2026年度学时' });
  await expect(page.getByRole('heading', { name: '2026年度总学时' })).toBeVisible();
  await expect(hours.getByText(`已完成 ${year.tbtpHourSum} / 要求 50 学时`)).toBeVisible();
  await expect(hours.getByText(`已完成 ${year.compulsoryHour} / 要求 30 学时`)).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^2026年度总学时完成进度：\\d+%，已完成 ${year.tbtpHourSum} 学时，要求 50 学时$`) })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^2026年度必修学时完成进度：\\d+%，已完成 ${year.compulsoryHour} 学时，要求 30 学时$`) })).toBeVisible();
  await expect(page.getByText(new RegExp(`^2026年度累计 ${year.tbtpHourSum} 学时，其中必修 ${year.compulsoryHour}、选修 ${year.optionalHour}；`))).toBeVisible();

  // Tenant 001.001.065 counts compulsory and elective hours (docs/product/platform.md#tenant-profiles).
  expect((await page.request.post('/__demo/tenant', { data: { tenantId: '001.001.065' } })).ok()).toBe(true);
  await openSignedIn(page, '/personalCenter');
  await expect(page.getByRole('heading', { name: '2026年度选修学时' })).toBeVisible();
  await expect(hours.getByText(`已完成 ${year.optionalHour} / 要求 20 学时`)).toBeVisible();
  await expect(hours.getByText(`已完成 ${year.compulsoryHour} / 要求 30 学时`)).toBeVisible();
  await expect(page.getByRole('heading', { name: '2026年度总学时' })).toHaveCount(0);
});

test('a learner creates the year’s certificate, views it, and it prints alone on one A4 page', async ({ page }, testInfo) => {
  await openSignedIn(page, '/personalCenter?acativeId=5');
  const certificates = page.getByRole('table', { name: '我的证书' });
  await expect(certificates.getByRole('row', { name: /2024年度干部网络学习合格证书/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '证书年度' })).toHaveText('2025年度');
  await page.getByRole('button', { name: '生成证书' }).click();
  await expect(page.getByText('已生成2025年度学院证书', { exact: true }).first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: '2025年度干部网络学习合格证书' });
  await expect(dialog.getByRole('img', { name: '2025年度干部网络学习合格证书' })).toBeVisible();
  await expect(dialog.getByText('2025-GB-000123', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(certificates.getByRole('row', { name: /2025年度干部网络学习合格证书/ })).toBeVisible();

  // View another, then print it.
  await page.getByRole('button', { name: `查看${finishedClass}结业证书` }).click();
  const classCertificate = page.getByRole('dialog', { name: `${finishedClass}结业证书` });
  await expect(classCertificate.getByRole('img', { name: `${finishedClass}结业证书` })).toBeVisible();
  const print = await printLayout(page, testInfo, 'certificate', 'landscape');
  await expect(page.locator('[data-certificate="2025-GB-000109"]')).toBeVisible();
  await expectFrameHiddenInPrint(page);
  await expect(classCertificate.getByRole('button', { name: '打印证书' })).toBeHidden();
  await expect(page.getByRole('heading', { name: '学习中心', level: 1 })).toBeHidden();
  await expectFitsWidth(page, '[data-certificate="2025-GB-000109"]', print.width);
  expect(print.pages).toBe(1);
});

test('the annual statement prints alone on one A4 page', async ({ page }, testInfo) => {
  await openSignedIn(page, '/personalYearStuday?year=2025');
  await expect(page.getByRole('heading', { name: '2025年度学习报告', level: 1 })).toBeVisible();
  await expect(page.getByText('结论：已达到年度学习要求')).toBeVisible();
  await expect(page.getByRole('img', { name: '2025年度各月学时' })).toBeVisible();
  await expect(page.getByText('学习时长')).toBeVisible();

  const print = await printLayout(page, testInfo, 'annual-statement', 'portrait');
  await expectFrameHiddenInPrint(page);
  await expect(page.getByRole('button', { name: '打印' })).toBeHidden();
  await expect(page.getByRole('heading', { name: '2025年度学习报告', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: '2025年度各月学时' })).toBeVisible();
  await expectFitsWidth(page, '[data-print-sheet]', print.width);
  expect(print.pages).toBe(1);
});

test('opening a letter marks it read and the toolbar’s unread badge goes down', async ({ page }) => {
  await openSignedIn(page, '/messageCenter');
  const toolbarLetters = page.getByRole('complementary', { name: '快捷工具' }).getByRole('link', { name: /^我的消息/ });
  await expect(toolbarLetters).toHaveAccessibleName('我的消息 4 条未读');
  await expect(page.getByText('共 13 条，未读 4 条')).toBeVisible();

  await page.getByRole('list', { name: '消息' }).getByRole('link', { name: /专题班学习进度提醒/ }).click();
  await expect(page.getByRole('heading', { name: '专题班学习进度提醒', level: 2 })).toBeFocused();
  await expect(page).toHaveURL(/\/messageCenter\?id=letter-013$/);
  await expect(toolbarLetters).toHaveAccessibleName('我的消息 3 条未读');
  await expect(page.getByText('共 13 条，未读 3 条')).toBeVisible();

  // The badge leads back to the message centre from anywhere.
  await page.goto('/personalCenter');
  await toolbarLetters.click();
  await expect(page).toHaveURL(/\/messageCenter$/);
});

test('changing the password: a wrong old password gets the server’s message and a fresh captcha; then success logs out', async ({ page }) => {
  const captchaTokens: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/webmember/getValidateCode')) return;
    const body = (await response.json()) as { data?: { verificationCodeToken?: string } };
    if (body.data?.verificationCodeToken) captchaTokens.push(body.data.verificationCodeToken);
  });
  const answerOf = async (token: string) =>
    ((await (await page.request.get(`/__demo/captcha?token=${encodeURIComponent(token)}`)).json()) as { answer: string }).answer;

  await openSignedIn(page, '/personalCenter?acativeId=8');
  const form = page.getByRole('form', { name: '修改密码' });
  const picture = form.getByRole('img', { name: /验证码/ });
  await expect(picture).toBeVisible();
  await expect.poll(() => captchaTokens.length).toBe(1);
  const firstPicture = await picture.getAttribute('src');

  await form.getByLabel('原密码').fill('Wrong@2026');
  await form.getByLabel('新密码').fill('Better#2027');
  await form.getByLabel('确认密码').fill('Better#2027');
  await form.getByLabel('验证码', { exact: false }).first().fill(await answerOf(captchaTokens[0]!));
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('原密码错误', { exact: true }).first()).toBeVisible();
  await expect.poll(() => captchaTokens.length).toBe(2);
  await expect(picture).not.toHaveAttribute('src', firstPicture!);
  await expect(form.getByLabel('新密码')).toHaveValue('Better#2027');

  await form.getByLabel('原密码').fill('Study@2026');
  await form.getByLabel('验证码', { exact: false }).first().fill(await answerOf(captchaTokens[1]!));
  // The toast stays 3 s before the logout: watch for it from before the click.
  const changed = page.getByText('修改成功,请重新登录', { exact: true }).first().waitFor({ state: 'visible', timeout: 15_000 });
  await form.getByRole('button', { name: '确认修改' }).click();
  await changed;
  // Logged out: through the SSO logout address back to /index, signed out.
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('button', { name: '学员登录' })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('accessToken'))).toBeNull();
});

test('the study centre’s tabs sit on one row on a desktop and scroll sideways on a phone, the page never wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, '/personalCenter');
  const tabs = page.getByRole('tablist', { name: '学习中心' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const tops = await tabs.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(10);
  expect(new Set(tops).size).toBe(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, '/personalCenter?acativeId=8');
  const list = page.getByRole('tablist', { name: '学习中心' });
  const chosen = list.getByRole('tab', { selected: true });
  await expect(chosen).toBeVisible();
  expect(await list.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // The chosen tab, far along the row, is scrolled into the row's visible part.
  const row = (await list.boundingBox())!;
  const tab = (await chosen.boundingBox())!;
  expect(tab.x).toBeGreaterThanOrEqual(row.x - 1);
  expect(tab.x + tab.width).toBeLessThanOrEqual(row.x + row.width + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
