import { expect, signInOnSsoPage, test, tokenFor, type Page } from './fixtures';

// The session's user read at start-up fails (docs/adr/0038-start-up-failures-stay-on-the-page.md):
// a refusal goes to the sign-in, once; the network or a gateway failing keeps the learner on the
// page, told why, with another try.

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

const userInfo = '**/pcApi/api/user/info';

/** The addresses the tab's page loads go to, in order. */
function pageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname);
  });
  return loads;
}

const unavailable = (page: Page) => page.getByRole('heading', { level: 1, name: '暂时无法确认登录状态' });

for (const [what, fail, message] of [
  ['a gateway’s 502 page', (page: Page) => page.route(userInfo, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' })), '链接超时，请联系管理员'],
  ['a dropped network', (page: Page) => page.route(userInfo, (route) => route.abort('internetdisconnected')), '网络已断开，请检查网络连接'],
] as const) {
  test(`the user info failing with ${what} keeps the learner on the page, says why, and tries again`, async ({ page }) => {
    const loads = pageLoads(page);
    await fail(page);
    const token = await tokenFor(page, 'learner');
    await page.goto(`/personalCenter?token=${token}`);

    await expect(unavailable(page)).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/personalCenter');
    expect(loads.filter((path) => path.startsWith('/sso'))).toEqual([]);

    await page.unroute(userInfo);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(unavailable(page)).toBeHidden();
    await expect(page.getByRole('tablist', { name: '学习中心' })).toBeVisible();
  });
}

test('a refused user info goes to the sign-in once; refused again after it, the learner is told and not sent round', async ({ page }) => {
  const loads = pageLoads(page);
  await page.route(userInfo, (route) => route.fulfill({ status: 401, json: { success: false, message: '身份已过期' } }));
  const token = await tokenFor(page, 'learner');
  await page.goto(`/personalCenter?token=${token}`);

  // To the SSO's sign-in, which sends the learner back with a new token, refused again.
  await expect(page).toHaveURL(/\/sso\/login/);
  await signInOnSsoPage(page, 'learner');

  await expect(page.getByRole('heading', { level: 1, name: '登录未完成' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/personalCenter');
  expect(loads.filter((path) => path === '/sso/login')).toHaveLength(1);

  // The learner may go round again, by choice; with the backend taking the session, they are in.
  await page.unroute(userInfo);
  await page.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/sso\/login/);
});
