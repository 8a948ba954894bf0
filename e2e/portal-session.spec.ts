import { expect, keepCheckTrue, portalHeaders, signInFor, signInOnSsoPage, test, tokenFor, watchRequests, type Page } from './fixtures';

// Each test gets its own backend on the shared demo server (the demo-scope cookie).
test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/** Signs an account in without the form and opens the page with ?token=, as the SSO site returns. */
async function openSignedIn(page: Page, username: string, path: string) {
  const token = await tokenFor(page, username);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  return token;
}

test('a learner signs in through the SSO page and comes back without the token in the address or history', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('button', { name: '学员登录' }).click();
  await expect(page).toHaveURL(signInFor('/index'));
  await signInOnSsoPage(page, 'learner');

  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
  expect(page.url()).not.toContain('token');
  await page.getByRole('button', { name: '已登录' }).click();
  const panel = page.getByRole('region', { name: '欢迎您，张明' }).or(page.getByLabel('欢迎您，张明')).first();
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(`${new Date().getFullYear()}年度学时`);

  // Going back leaves the portal for the SSO page; no history entry holds the token.
  await page.goBack();
  await expect(page).not.toHaveURL(/token=/);
  await page.goForward();
  await expect(page).toHaveURL(/\/index$/);
});

test('the legacy /content#/path?token= form is rewritten and the token stored', async ({ page }) => {
  const token = await tokenFor(page, 'learner');
  await page.goto(`/content#/index?token=${token}`);
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
  // The start-up replaced the entry: going back reaches the blank page before, never the token.
  await page.goBack();
  expect(page.url()).not.toContain('token');
});

test('a user without roles is warned and sent to /public', async ({ page }) => {
  await openSignedIn(page, 'norole', '/personalCenter');
  await expect(page.getByText('没有权限访问此系统!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/public$/);
});

test('a user without ROLE_NC_WEB is warned 当前用户登录状态不正确, then sent to the login address', async ({ page }) => {
  await openSignedIn(page, 'visitor', '/personalCenter');
  await expect(page.getByText('当前用户登录状态不正确', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sso\/login\?redirect=/);
});

test('a signed-out visitor of a guarded page goes to the login address', async ({ page }) => {
  await page.goto('/personalCenter');
  await expect(page).toHaveURL(signInFor('/personalCenter'));
});

test('an administrator opens the admin site in a new tab with the token', async ({ page }) => {
  const token = await openSignedIn(page, 'admin', '/index');
  await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
  // The admin site may move on from the address it was opened at; the opening request is what counts.
  const opened = page.context().waitForEvent('request', (request) => request.isNavigationRequest() && new URL(request.url()).pathname.startsWith('/admin/'));
  await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '管理员登录' }).click()]);
  const url = new URL((await opened).url());
  expect(`${url.pathname}${url.search}`).toBe(`/admin/?token=${token}`);
});

test('a learner pressing 管理员登录 is told 您不是管理员，无权登录', async ({ page }) => {
  await openSignedIn(page, 'learner', '/index');
  await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
  await page.getByRole('button', { name: '管理员登录' }).click();
  await expect(page.getByText('您不是管理员，无权登录', { exact: true })).toBeVisible();
});

test('an administrator who must verify is told 您需要进行手机号验证', async ({ page }) => {
  await openSignedIn(page, 'smsadmin', '/index');
  await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
  await page.getByRole('button', { name: '管理员登录' }).click();
  await expect(page.getByText('您需要进行手机号验证', { exact: true })).toBeVisible();
});

test.describe('tenant variants', () => {
  const cases = [
    { tenantId: '001.001.100', theme: 'red', sysParams: {}, links: ['首页', '课程推荐', '专题推荐', '网上专题班', '栏目推荐', '学习中心'], academy: false },
    { tenantId: '001.001.043', theme: 'red', sysParams: {}, links: ['首页', '网上专题班', '课程推荐', '专题推荐', '栏目推荐', '学习中心'], academy: false },
    { tenantId: '001.001', theme: 'red', sysParams: {}, links: ['首页', '课程推荐', '专题推荐', '学习中心'], academy: false },
    { tenantId: '001.001.065', theme: 'blue', sysParams: {}, links: ['首页', '学习中心', '网上专题班', '综合素养课程', '文艺专业课程', '数字图书馆'], academy: false },
    { tenantId: '001.001.100', theme: 'red', sysParams: { ZWY_SHOW: 'Y' }, links: ['首页', '课程推荐', '专题推荐', '网上专题班', '栏目推荐', '学习中心'], academy: true },
  ];
  for (const variant of cases) {
    test(`${variant.tenantId} ${variant.theme} ${JSON.stringify(variant.sysParams)}`, async ({ page }) => {
      const { links, academy, ...settings } = variant;
      expect((await page.request.post('/__demo/tenant', { data: settings })).ok()).toBe(true);
      await page.goto('/index');
      await expect(menu(page).getByRole('link')).toHaveText(links);
      await expect(menu(page).getByRole('button', { name: '中国干部网络学院' })).toHaveCount(academy ? 1 : 0);
      if (variant.theme === 'blue') {
        await expect(menu(page).getByRole('link', { name: '数字图书馆' })).toHaveAttribute('target', '_blank');
        await expect(menu(page).getByRole('link', { name: '数字图书馆' })).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
  }
});

test('the study centre shows the year’s hours by the tenant’s rule and the learner’s courses', async ({ page, baseURL }) => {
  await openSignedIn(page, 'learner', '/personalCenter');
  await expect(page.getByRole('heading', { name: '学习中心', level: 1 })).toBeVisible();
  const year = new Date().getFullYear();
  await expect(page.getByRole('heading', { name: `${year}年度总学时` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${year}年度必修学时` })).toBeVisible();
  await expect(page.getByRole('list', { name: '我的课程' }).getByRole('listitem').first()).toBeVisible();

  await page.request.post(`${baseURL}/__demo/tenant`, { data: { tenantId: '001.001.065' } });
  await openSignedIn(page, 'learner', '/personalCenter');
  await expect(page.getByRole('heading', { name: `${year}年度选修学时` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${year}年度总学时` })).toHaveCount(0);
});

test('a visitor reaching /public sees what the site offers and the way in', async ({ page }) => {
  await page.goto('/public');
  await expect(page.getByRole('heading', { name: '欢迎访问干部网络学院' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: '学员登录' })).toBeVisible();
});

test('every call carries the tenant id from the first, a fingerprint that survives a reload, and logout the session token twice', async ({ page }) => {
  const calls: Array<{ path: string; headers: Record<string, string> }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/pcApi/')) calls.push({ path: url.pathname.slice('/pcApi/'.length), headers: request.headers() });
  });
  const token = await openSignedIn(page, 'learner', '/index');
  await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
  // docs/product/session.md#route-guard: the configuration first; the user info after it, with the tenant id it gave.
  const firstUserInfo = calls.find((call) => call.path === 'api/user/info');
  expect(firstUserInfo?.headers.tenantid).toBe('001.001.100');
  const configurationCalls = ['api/portal/config', 'api/user/configure/new'];
  expect(calls.filter((call) => !configurationCalls.includes(call.path)).map((call) => call.headers.tenantid)).not.toContain('');
  const fingerprint = firstUserInfo?.headers.fingerprint ?? '';
  expect(fingerprint).toMatch(/^[0-9a-f]{16}$/);

  // Local storage is emptied when the page goes (docs/product/platform.md#storage); the fingerprint is the same after.
  calls.length = 0;
  await page.reload();
  await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  expect(new Set(calls.map((call) => call.headers.fingerprint))).toEqual(new Set([fingerprint]));

  const logoutCall = page.waitForRequest((request) => new URL(request.url()).pathname === '/pcApi/logout');
  await page.getByRole('button', { name: '已登录' }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  const headers = (await logoutCall).headers();
  expect(headers['fs-ck']).toBe(token);
  expect(headers.token).toBe(token);
  expect(headers.tenantid).toBe('001.001.100');
  // The SSO logout address sends the browser back to the front page, signed out. Waiting for it
  // also keeps the test from ending mid-navigation, which Chromium can take half a minute to close.
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('complementary', { name: '快捷工具' }).getByRole('button', { name: '学员登录' })).toBeVisible();
  await expect(page.getByRole('button', { name: '已登录' })).toHaveCount(0);
});

test.describe('a crafted start-up address', () => {
  for (const crafted of ['/content#/.//evil.example/x', '/#//evil.example/x', '//evil.example/x', '/content#/%2e%2e/%2e%2e/x']) {
    test(`${crafted} opens the 404 page, its token stored and gone from the address and the history`, async ({ page, baseURL }) => {
      const token = await tokenFor(page, 'learner');
      const [path, hash = ''] = crafted.split('#');
      const address = `${baseURL}${path}${hash ? `#${hash}?token=${token}` : `?token=${token}`}`;
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const entriesBefore = await page.evaluate(() => history.length);
      await page.goto(address);
      await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(new URL(page.url()).pathname).toBe('/404');
      expect(page.url()).not.toContain(token);
      expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBe(token);
      // The crafted entry was replaced, not kept behind the 404 page.
      expect(await page.evaluate(() => history.length)).toBe(entriesBefore + 1);
      expect(errors).toEqual([]);
      // The portal goes on from there, signed in.
      await page.getByRole('link', { name: '返回首页' }).click();
      await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
    });
  }
});

test.describe('the admin UKEY login against the demo server’s simulator', () => {
  // One simulated key serves the whole run, and its PIN tries are shared: keep these in order.
  test.describe.configure({ mode: 'serial' });

  test('a wrong PIN says how many tries remain; the right one opens the admin site in a new tab', async ({ page }) => {
    const token = await openSignedIn(page, 'ukeyadmin', '/index');
    await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
    await page.getByRole('button', { name: '管理员登录' }).click();
    const dialog = page.getByRole('dialog', { name: 'UKEY 登录' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '登录' }).click();
    await expect(dialog.getByText('请输入PIN码', { exact: true })).toBeVisible();

    await dialog.getByLabel(/PIN码/).fill('000000');
    await dialog.getByRole('button', { name: '登录' }).click();
    await expect(dialog.getByText(/PIN码错误，还可以尝试\d+次/)).toBeVisible();

    const opened = page.context().waitForEvent('request', (request) => request.isNavigationRequest() && new URL(request.url()).pathname.startsWith('/admin/'));
    await dialog.getByLabel(/PIN码/).fill('123456');
    await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: '登录' }).click()]);
    const url = new URL((await opened).url());
    // With the portal's word that this session verified (docs/product/admin.md#extra-verification).
    expect(`${url.pathname}${url.search}`).toBe(`/admin/?token=${token}&verified=1`);
    await expect(dialog).toBeHidden();

    // Verified for the session, by the key as by the phone: the next admin login opens at once.
    const [again] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: '管理员登录' }).click()]);
    await expect(again).toHaveURL(/\/admin\/dashboard$/);
    await expect(dialog).toBeHidden();
  });

  /** ukeyadmin pastes the admin address and gives the right PIN there: the admin site opens. */
  async function pinAtTheAdminSite(page: Page) {
    const token = await tokenFor(page, 'ukeyadmin');
    await page.goto(`/admin/?token=${encodeURIComponent(token)}`);
    const dialog = page.getByRole('dialog', { name: 'UKEY 登录' });
    await dialog.getByLabel(/PIN码/).fill('123456');
    await dialog.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
  }

  test('ukeyadmin pasting the admin address gives the PIN there first; the gateway refuses the admin data until then', async ({ page }) => {
    const token = await tokenFor(page, 'ukeyadmin');
    const adminData = () =>
      page.request.get('/pcApi/api/portal/statistics/info', { headers: { ...portalHeaders(token), 'X-Portal-Site': 'admin' } });
    expect((await adminData()).status()).toBe(403);

    await page.goto(`/admin/?token=${encodeURIComponent(token)}`);
    const dialog = page.getByRole('dialog', { name: 'UKEY 登录' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toHaveCount(0);
    await dialog.getByLabel(/PIN码/).fill('123456');
    await dialog.getByRole('button', { name: '登录' }).click();

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
    expect((await adminData()).status()).toBe(200);
  });

  test('a service that answers the certificate information as a plain string does not stop the login', async ({ page }) => {
    // Between the page and the simulator: the SOF_GetCertInfo answer becomes `CN=…,O=…`, as
    // real local services give it.
    const certificateInfoCalls = new Set<string>();
    let rewritten = 0;
    await page.routeWebSocket(/:23577\/?$/, (socket) => {
      const service = socket.connectToServer();
      socket.onMessage((message) => {
        const request = JSON.parse(String(message)) as { funcName?: string; randomID?: string };
        if (request.funcName === 'SOF_GetCertInfo' && request.randomID) certificateInfoCalls.add(request.randomID);
        service.send(message);
      });
      service.onMessage((message) => {
        const reply = JSON.parse(String(message)) as { randomID?: string; result?: string };
        if (!reply.randomID || !certificateInfoCalls.has(reply.randomID)) return socket.send(message);
        rewritten += 1;
        socket.send(JSON.stringify({ ...reply, result: 'CN=王强,O=灯塔大课堂,C=CN' }));
      });
    });
    await pinAtTheAdminSite(page);
    expect(rewritten).toBe(1);
    await expect(page.getByText(/Unexpected token|is not valid JSON/)).toHaveCount(0);
  });

  test('ukeyadmin verified by the key opens the admin site while the backend’s user info keeps check: true', async ({ page }) => {
    await keepCheckTrue(page);
    await pinAtTheAdminSite(page);
    await expect(page.getByRole('list', { name: '平台数据' }).getByRole('listitem')).toHaveCount(6);
    // The session stays verified in this tab: a reload asks for no PIN.
    await page.reload();
    await expect(page.getByRole('heading', { name: '首页', level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'UKEY 登录' })).toHaveCount(0);
  });
});

test('the frame of a page is drawn while its screen is still on its way', async ({ page }) => {
  // The course list's screen code is held back until the frame has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/CourseRecommendScreen-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openSignedIn(page, 'learner', '/commendIndex');
  await expect(menu(page).getByRole('link', { name: '课程推荐' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '课程推荐' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: '课程推荐' })).toBeVisible();
});

test('the floating toolbar waits for the first screen’s code, and its requests do not hold the screen up', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/CourseRecommendScreen-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const toolbarAskedFor: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/PortalToolbar-[\w-]+\.js$/.test(request.url())) toolbarAskedFor.push(request.url());
  });
  await openSignedIn(page, 'learner', '/commendIndex');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The course list's first reads are answered while its code is held; the toolbar has not
  // been asked for.
  await expect(page.getByRole('status').filter({ hasText: '正在加载' })).toBeVisible();
  expect(toolbarAskedFor).toHaveLength(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: '课程推荐' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: '快捷工具' })).toBeVisible();
  expect(toolbarAskedFor).toHaveLength(1);
});

test('a learner scrolled down the home page is taken to the top of the next page they open', async ({ page }) => {
  await openSignedIn(page, 'learner', '/index');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The first page opens where the browser put it: nothing scrolls on arrival.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A section's 更多 link low on the page, clicked where it is: the click itself scrolls nothing.
  const teachers = page.getByRole('region', { name: '名师讲堂', exact: true });
  const more = teachers.getByRole('link', { name: /^更多/ });
  await more.scrollIntoViewIfNeeded();
  // The sections around it load their code and data as they near the viewport, and each one
  // that arrives moves what is below it: the click waits until the section shows its teachers
  // and nothing on the page is still loading, as a learner waits for the page to settle.
  await expect(teachers.getByRole('list')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await more.scrollIntoViewIfNeeded();
  await expect(more).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await more.click();
  await expect(page).toHaveURL(/\/masterLectureHall\/list$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('on a laptop screen the floating toolbar covers nothing of the page, in the elder mode too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openSignedIn(page, 'learner', '/commendIndex');
  const toolbar = page.getByRole('complementary', { name: '快捷工具' });
  // The course list's sort buttons sit at the right end of the page, where the toolbar floats.
  const hottest = page.getByRole('button', { name: '最热' });
  for (const elder of [false, true]) {
    if (elder) await toolbar.getByRole('button', { name: '长者模式' }).click();
    await expect(toolbar.getByRole('button', { name: '长者模式', pressed: elder })).toBeVisible();
    await expect(hottest).toBeVisible();
    const bar = (await toolbar.boundingBox())!;
    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.x + main.width).toBeLessThanOrEqual(bar.x);
    // Playwright's checks before a click include that nothing else would receive it.
    await hottest.click({ trial: true });
  }
});

test('an area page asks for the area route table from its HTML; the home page does not ask for it', async ({ page, context }) => {
  const areaTable = /\/assets\/areaRoutes-[\w-]+\.js$/;
  // While the entry script is held, only the HTML can be asking for the table.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const token = await tokenFor(page, 'learner');
  const tableAsked = page.waitForRequest(areaTable);
  const opened = page.goto(`/commendIndex?token=${token}`);
  await tableAsked;
  release();
  await opened;
  await expect(page.getByRole('heading', { level: 1, name: '课程推荐' })).toBeVisible();

  const home = await context.newPage();
  const asked: string[] = [];
  home.on('request', (request) => {
    if (areaTable.test(request.url())) asked.push(request.url());
  });
  const requests = watchRequests(home);
  await home.goto('/index');
  // Every section loads, down to the footer, before the requests are counted.
  await home.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(home.getByRole('heading', { name: '课程推荐' })).toBeVisible();
  await requests.settled();
  expect(asked).toEqual([]);
});
