import { expect, switchScenario, test, type Page } from './fixtures';

// Each test gets its own backend on the shared demo server (the demo-scope cookie).
test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

/** Fails the test on any alert, confirm or prompt: a stored script must never run. */
function forbidDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Signs the learner in without the form and opens the page with ?token=, as the SSO site returns. */
async function openSignedIn(page: Page, path: string) {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username: 'learner' } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
}

/** A home section, scrolled to, which is what loads it. */
async function homeSection(page: Page, name: string) {
  const heading = page.getByRole('heading', { name, level: 2, exact: true });
  await heading.scrollIntoViewIfNeeded();
  return page.getByRole('region', { name, exact: true });
}

test('the home page shows each section with the backend’s data, linked to its pages', async ({ page }) => {
  const dialogs = forbidDialogs(page);
  await page.goto('/index');
  await expect(page.getByRole('heading', { name: '干部网络学院首页', level: 1 })).toBeAttached();

  const banners = page.getByRole('region', { name: '焦点图' });
  await expect(banners.getByRole('link', { name: '学习贯彻党的二十届三中全会精神专题培训' })).toBeVisible();
  await banners.getByRole('button', { name: '暂停轮播' }).click();
  await expect(banners.getByRole('button', { name: '开始轮播' })).toBeVisible();
  // The carousel may have turned once before the pause on a slow machine: start from the first.
  await banners.getByRole('button', { name: /^显示第1张：/ }).click();
  await banners.getByRole('button', { name: '下一张' }).click();
  await expect(banners.getByRole('link', { name: '2026年度干部教育培训网上专题班开班' })).toBeVisible();

  const notices = page.getByRole('region', { name: '通知公告' });
  await expect(notices.getByRole('link', { name: '关于开展2026年度干部网络学习的通知' })).toHaveAttribute('href', '/informationDetail?id=article-01');
  await expect(notices.getByRole('link', { name: '更多通知公告' })).toHaveAttribute('href', '/information');

  const expected: Array<[section: string, item: string | RegExp, href: string | null, more: string | null]> = [
    ['课程推荐', '习近平新时代中国特色社会主义思想概论', '/coursedetail?id=c01', '/commendIndex'],
    ['专题推荐', '学习贯彻党的二十届三中全会精神', '/subjectDetail?id=s1', '/subjectList'],
    ['网上专题班', '高校思政课教师网络研修班', '/projectDetail?id=tbtp-11', '/projectIndex'],
    ['直播课堂', '全会精神宣讲直播：以进一步全面深化改革推进中国式现代化', '/liveDetail?id=live-01', '/liveIndex'],
    ['栏目推荐', '新思想学习专栏', '/specialReDetails?id=col1', '/specialReList'],
    ['名师讲堂', '王建国', '/masterLectureHall/info?id=t01', '/masterLectureHall/list'],
    ['数字图书', /^中国共产党简史/, 'https://library.example.cn/books/bk-01', null],
  ];
  for (const [name, item, href, more] of expected) {
    const section = await homeSection(page, name);
    const link = section.getByRole('link', { name: item });
    await expect(link).toBeVisible();
    if (href) await expect(link).toHaveAttribute('href', href);
    if (more) await expect(section.getByRole('link', { name: `更多${name}` })).toHaveAttribute('href', more);
  }
  const ranking = await homeSection(page, '学习排行');
  await expect(ranking.getByText('注册学员')).toBeVisible();
  await expect(ranking.getByRole('listitem').filter({ hasText: '王海涛' })).toBeVisible();
  const bases = await homeSection(page, '党性教育基地');
  await expect(bases.getByRole('heading', { name: '示例省革命历史纪念馆' })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('a system parameter switched off hides its section', async ({ page }) => {
  const state = await page.request.post('/__demo/tenant', { data: { sysParams: { NOTICE_SHOW: 'N', LIVE_SHOW: 'N', BANNER_SHOW: '' } } });
  expect(state.ok()).toBe(true);
  await page.goto('/index');
  await expect(page.getByRole('heading', { name: '课程推荐', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '专题推荐', level: 2 })).toBeVisible();
  for (const name of ['通知公告', '直播课堂', '焦点图']) {
    await expect(page.getByRole('heading', { name, exact: true })).toHaveCount(0);
  }
  // Switched back on, it returns.
  await page.request.post('/__demo/tenant', { data: { sysParams: {} } });
  await page.reload();
  await expect(page.getByRole('heading', { name: '直播课堂', level: 2 })).toBeAttached();
});

test('a notice on the home page opens its page', async ({ page }) => {
  await openSignedIn(page, '/index');
  await page.getByRole('region', { name: '通知公告' }).getByRole('link', { name: '2026年度网上专题班报名须知' }).click();
  await expect(page).toHaveURL(/\/informationDetail\?id=article-02$/);
  await expect(page.getByRole('heading', { name: '2026年度网上专题班报名须知', level: 1 })).toBeVisible();
  await expect(page.getByText('来源：示例省干部网络学院')).toBeVisible();
  await page.getByRole('link', { name: '返回通知列表' }).click();
  await expect(page).toHaveURL(/\/information$/);
  await expect(page.getByRole('heading', { name: '通知公告', level: 1 })).toBeVisible();
});

test('a hostile notice shows as text in the list and on its page, and runs nothing', async ({ page }) => {
  const dialogs = forbidDialogs(page);
  await switchScenario(page, 'hostile');
  await openSignedIn(page, '/information');
  const hostileTitle = '<script>alert(1)</script>关于平台安全检测的通知';
  await page.getByRole('link', { name: hostileTitle }).click();
  await expect(page).toHaveURL(/\/informationDetail\?id=article-hostile$/);
  await expect(page.getByRole('heading', { name: hostileTitle, level: 1 })).toBeVisible();
  await expect(page.getByText('来源：<img src=x onerror=alert(1)>')).toBeVisible();
  await expect(page.getByText('本条记录用于检验页面对不安全内容的处理。')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('script, iframe, form, [onerror], [onmouseover], a[href^="javascript"]')).toHaveCount(0);
  // Hovering where the hostile markup asked for a handler does nothing either.
  await page.getByText('将鼠标移到这里').hover();
  expect(dialogs).toEqual([]);
});

test('the header search opens the results with the matches marked and the search in the address', async ({ page }) => {
  const dialogs = forbidDialogs(page);
  await openSignedIn(page, '/index');
  await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
  const search = page.getByRole('banner').getByRole('textbox', { name: '搜索' }).or(page.getByRole('banner').getByRole('searchbox', { name: '搜索' }));
  await search.fill('数字');
  const [results] = await Promise.all([page.waitForEvent('popup'), search.press('Enter')]);
  results.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await expect(results).toHaveURL(/\/search\?k=%E6%95%B0%E5%AD%97&t=kc$/);
  await expect(results.getByRole('heading', { name: '搜索“数字”', level: 1 })).toBeVisible();
  const course = results.getByRole('link', { name: '数字政府建设实务' });
  await expect(course).toBeVisible();
  await expect(course.locator('mark')).toHaveText(['数字']);

  await results.getByRole('tab', { name: '通知公告' }).click();
  await expect(results).toHaveURL(/\/search\?k=%E6%95%B0%E5%AD%97&t=tz$/);
  const notice = results.getByRole('link', { name: '东江市组织开展数字素养与技能提升专题学习' });
  await expect(notice.locator('mark')).toHaveText(['数字']);

  const box = results.getByRole('main').getByRole('searchbox', { name: '关键词' });
  await box.fill('党史');
  await box.press('Enter');
  await expect(results).toHaveURL(/\/search\?k=%E5%85%9A%E5%8F%B2&t=tz$/);
  await results.getByRole('tab', { name: '课程' }).click();
  await expect(results.getByRole('link', { name: '党史学习教育专题讲座' }).locator('mark')).toHaveText(['党史']);

  // The address is the search: going back returns to the previous one.
  await results.goBack();
  await expect(results).toHaveURL(/\/search\?k=%E5%85%9A%E5%8F%B2&t=tz$/);
  expect(dialogs).toEqual([]);
});

test('the home sections keep their place while their code and data arrive, so the page does not jump', async ({ page }) => {
  const sections = ['课程推荐', '专题推荐', '网上专题班', '直播课堂', '栏目推荐', '学习排行', '名师讲堂', '数字图书', '党性教育基地'];
  // What the sections below the first screen ask the backends for, held until the test lets go.
  const sectionData =
    /\/(api\/portal\/course\/recommend|api\/subject\/queryIndex|api\/portal\/tbtp\/queryTbtpList|api\/fosung\/live\/getAllLives|api\/portal\/column\/query|api\/portal\/statistics\/(ranking|info)|api\/portal\/queryFamous|api\/portal\/book|api\/queryDxjyjdList)(\?|$)/;
  const heights = () =>
    Promise.all(sections.map(async (name) => (await page.getByRole('region', { name, exact: true }).boundingBox())!.height));

  for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(sectionData, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/index');
    for (const name of sections) await page.getByRole('heading', { name, level: 2, exact: true }).scrollIntoViewIfNeeded();
    // Every section has been reached, and shows blank cards where its content will be.
    await expect(page.locator('main [data-section-placeholder]')).toHaveCount(sections.length);
    const waiting = await heights();

    release();
    await expect(page.locator('main [data-section-placeholder]')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    const loaded = await heights();
    // Within a line or two of text: what the real titles wrap to may differ from the placeholder's.
    sections.forEach((name, index) => expect.soft(Math.abs(loaded[index]! - waiting[index]!), `${name} at ${viewport.width} px`).toBeLessThanOrEqual(60));
    await page.unrouteAll();
  }
});
