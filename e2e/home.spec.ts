import { expect, test } from './fixtures';

test('the home page shows the six menu entries of the default tenant, in order', async ({ page }) => {
  await page.goto('/index');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link')).toHaveText(['首页', '课程推荐', '专题推荐', '网上专题班', '栏目推荐', '学习中心']);
  await expect(menu.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
});

test('while the scripts are on their way the page already says it is opening, and the portal takes its place', async ({ page }) => {
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/index', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('正在打开学习平台…');
  releaseScripts();
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await expect(page.getByText('正在打开学习平台…')).toHaveCount(0);
});

test('the header shows the site title from the demo backend and the footer its lines', async ({ page }) => {
  await page.goto('/index');
  // The home link (docs/product/session.md#home-link): the welcome page for a visitor (docs/adr/0019).
  await expect(page.getByRole('banner').getByRole('link', { name: '干部网络学院' })).toHaveAttribute('href', '/public');
  await expect(page.getByRole('contentinfo')).toContainText('主办单位：干部网络学院（演示）');
  await expect(page).toHaveTitle('首页 - 干部网络学院');
});

test('the site root and unknown addresses lead to the home page and to /404', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  // Inside the portal's frame: the menu and the search stay at hand.
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await expect(page.getByRole('search')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('a site whose configuration cannot be loaded sends the learner to /404', async ({ page }) => {
  await page.route('**/pcApi/api/user/configure/new', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/index');
  await expect(page).toHaveURL(/\/404$/);
  // No configuration, no frame: the notice stands alone.
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
});

test('every call carries the identity headers', async ({ page }) => {
  const seen: Array<{ path: string; headers: Record<string, string> }> = [];
  page.on('request', (request) => {
    if (request.url().includes('/pcApi/')) seen.push({ path: new URL(request.url()).pathname, headers: request.headers() });
  });
  await page.goto('/index');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  // The home page's own calls (banners, notices) follow the two configuration calls.
  await expect(page.getByRole('region', { name: '通知公告' }).getByRole('link').first()).toBeVisible();
  const configuration = ['/pcApi/api/portal/config', '/pcApi/api/user/configure/new'];
  expect(seen.filter((call) => configuration.includes(call.path))).toHaveLength(2);
  for (const { path, headers } of seen) {
    // The tenant is known only once the configuration has arrived.
    const tenantid = configuration.includes(path) ? '' : '001.001.100';
    expect(headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest', deviceid: 'pc', tenantid, token: '' });
    expect(headers).toHaveProperty('fingerprint');
  }
});

test('signed in, the home link of the header leads to the learner’s own home: hours, what is due, what to go on with', async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
  const { token } = (await (await page.request.post('/__demo/login', { data: { username: 'learner' } })).json()) as { token: string };
  await page.goto(`/index?token=${token}`);
  const brand = page.getByRole('banner').getByRole('link', { name: '干部网络学院' });
  await expect(brand).toHaveAttribute('href', '/home');
  await brand.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: '欢迎回来，张明' })).toBeVisible();
  await expect(page.getByText(/^\d{4}年度学时：/)).toBeVisible();
  const due = page.getByRole('region', { name: '待办事项' });
  await expect(due.getByRole('link').first()).toHaveText(/^阅读 \d+ 条未读消息$/);
  await expect(due.getByRole('link', { name: /^完成专题班：/ }).first()).toBeVisible();
  await expect(page.getByRole('list', { name: '继续学习' })).toBeVisible();
});
