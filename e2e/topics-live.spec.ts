import { expect, switchScenario, test, type Locator, type Page } from './fixtures';

// The fake backend's times are China time; the pages read them as the viewer's local time.
test.use({ timezoneId: 'Asia/Shanghai' });

let dialogs: string[] = [];

// Each test gets its own backend on the shared demo server (the demo-scope cookie). A script
// smuggled in through a record would show itself as a dialog: every test fails on one.
test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(dialogs, 'no record may open a dialog').toEqual([]);
});

/** Signs an account in without the form and opens the page with ?token=, as the SSO site returns. */
async function openSignedIn(page: Page, username: string, path: string) {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
}

const main = (page: Page) => page.getByRole('main');
const cardOf = (list: Locator, title: string) => list.getByRole('article').filter({ has: list.page().getByRole('link', { name: title, exact: true }) });

test('special topics: the list leads to a topic, and a topic to its course', async ({ page }) => {
  await openSignedIn(page, 'learner', '/subjectList');
  await expect(main(page).getByRole('heading', { level: 1, name: '专题推荐' })).toBeVisible();
  await main(page).getByRole('link', { name: '学习贯彻党的二十届三中全会精神', exact: true }).click();

  await expect(page).toHaveURL(/\/subjectDetail\?id=s1$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '学习贯彻党的二十届三中全会精神' })).toBeVisible();
  await expect(main(page).getByText('已完成 1 / 5 门课程')).toBeVisible();
  const course = main(page).getByRole('link', { name: '习近平新时代中国特色社会主义思想概论' });
  await expect(course).toHaveAttribute('href', '/coursedetail?id=c01');
  await course.click();
  await expect(page).toHaveURL(/\/coursedetail\?id=c01$/);
});

test('special topics: the hostile topic is shown as text on the list and its page', async ({ page }) => {
  await switchScenario(page, 'hostile');
  await openSignedIn(page, 'learner', '/subjectList?page=2');
  const hostile = main(page).getByRole('link', { name: '<script>alert(1)</script>专题（安全测试）' });
  await expect(hostile).toBeVisible();
  await hostile.click();
  await expect(main(page).getByRole('heading', { level: 1, name: '<script>alert(1)</script>专题（安全测试）' })).toBeVisible();
  await expect(main(page).getByText('<b onmouseover=alert(1)>主办单位</b>')).toBeVisible();
  await expect(main(page).getByRole('link', { name: '<script>alert(1)</script>党员教育基本知识' })).toBeVisible();
  await expect(main(page).locator('[href^="javascript"], [onerror], [onmouseover]')).toHaveCount(0);
});

test('columns: the list leads to a column, and a column to an article', async ({ page }) => {
  await openSignedIn(page, 'learner', '/specialReList');
  await expect(main(page).getByRole('heading', { level: 1, name: '栏目推荐' })).toBeVisible();
  await main(page).getByRole('link', { name: '干部健康讲堂', exact: true }).click();

  await expect(page).toHaveURL(/\/specialReDetails\?id=col4$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '干部健康讲堂' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: '领导干部心理健康' })).toHaveAttribute('href', '/coursedetail?id=c27');
  await main(page).getByRole('tab', { name: /^文章/ }).click();
  await main(page).getByRole('link', { name: '办公室里的五分钟放松操' }).click();

  await expect(page).toHaveURL(/\/specialReTextDetails\?id=ca5$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '办公室里的五分钟放松操' })).toBeVisible();
  await expect(main(page).getByText('第一节：缓慢转动颈部，左右各八次。')).toBeVisible();
  await main(page).getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '干部健康讲堂' }).click();
  await expect(page).toHaveURL(/\/specialReDetails\?id=col4$/);
});

test('columns: the hostile article is listed as text and its body renders without script', async ({ page }) => {
  await switchScenario(page, 'hostile');
  await openSignedIn(page, 'learner', '/specialReDetails?id=col4');
  await expect(main(page).getByRole('link', { name: '<script>alert(1)</script>健康小贴士' })).toBeVisible();

  await page.goto('/specialReTextDetails?id=ca-hostile');
  await expect(main(page).getByRole('heading', { level: 1, name: '<script>alert(1)</script>健康小贴士' })).toBeVisible();
  await expect(main(page).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
  await expect(main(page).getByText('正文', { exact: true }).first()).toBeAttached();
  await expect(main(page).getByText('阅读原文')).toBeVisible();
  await expect(main(page).locator('[data-rich-text] script, [href^="javascript"], [onerror]')).toHaveCount(0);
});

test('open pages work signed out, without a trip to the login page', async ({ page }) => {
  await page.goto('/openNewSpecialCourseDetail?id=s3');
  await expect(main(page).getByRole('heading', { level: 1, name: '数字政府建设' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: '数字政府建设实务' })).toHaveAttribute('href', '/openCourseDetail?id=c15');
  await expect(page).toHaveURL(/\/openNewSpecialCourseDetail\?id=s3$/);

  await page.goto('/openSpecialReDetails?id=col1');
  await expect(main(page).getByRole('heading', { level: 1, name: '新思想学习专栏' })).toBeVisible();

  await page.goto('/openSpecialMobile?id=col3&type=column');
  await expect(main(page).getByRole('heading', { level: 1, name: '数字化转型观察' })).toBeVisible();
  await expect(page).toHaveURL(/\/openSpecialMobile\?id=col3&type=column$/);
});

test.describe('live streams on the fixtures’ day', () => {
  test.beforeEach(async ({ page }) => {
    // The fixtures' "today": two streams on, three to come, three over.
    await page.clock.install({ time: new Date('2026-03-16T09:30:00+08:00') });
  });

  test('the live list shows each status, and opens a stream, its live room and a recording', async ({ page }) => {
    await openSignedIn(page, 'learner', '/live');
    await expect(page).toHaveURL(/\/liveIndex$/);
    const list = main(page).getByRole('list');
    await expect(list.getByText('直播中', { exact: true })).toHaveCount(2);
    await expect(list.getByText('未开始', { exact: true })).toHaveCount(3);
    await expect(list.getByText('已结束', { exact: true })).toHaveCount(3);
    await expect(cardOf(list, '数字政府建设专家访谈').getByRole('timer', { name: '距开播' })).toHaveText(/^4天 \d\d:\d\d:\d\d$/);

    await main(page).getByRole('link', { name: '全会精神宣讲直播：以进一步全面深化改革推进中国式现代化' }).click();
    await expect(page).toHaveURL(/\/liveDetail\?id=live-01$/);
    await expect(main(page).getByRole('heading', { level: 1, name: '全会精神宣讲直播：以进一步全面深化改革推进中国式现代化' })).toBeVisible();
    await main(page).getByRole('link', { name: '进入直播间' }).click();
    await expect(page).toHaveURL(/\/liveInit\?id=live-01$/);
    await expect(main(page).getByLabel('全会精神宣讲直播：以进一步全面深化改革推进中国式现代化 直播')).toBeVisible();
    await expect(main(page).getByText('您已以“张明”的身份进入直播间。')).toBeVisible();

    await main(page).getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '直播', exact: true }).click();
    await expect(page).toHaveURL(/\/liveIndex$/);
    await cardOf(main(page).getByRole('list'), '2026年全国两会精神解读').getByRole('link', { name: '观看回放' }).click();
    await expect(page).toHaveURL(/\/liveBack\?id=live-06$/);
    await expect(main(page).getByRole('heading', { level: 1, name: '2026年全国两会精神解读（回放）' })).toBeVisible();
    await expect(main(page).getByLabel('2026年全国两会精神解读 回放')).toBeVisible();
  });

  test('a stream that is over opens its offline page: 直播已结束, where it took place', async ({ page }) => {
    await openSignedIn(page, 'learner', '/liveIndex?status=ended');
    await main(page).getByRole('link', { name: '乡村振兴现场教学' }).click();
    await expect(page).toHaveURL(/\/liveOfflinedetail\?id=live-08$/);
    // The address changes before React has drawn the event's page, and on a slow machine the
    // ended list, whose cards say 直播已结束 too, is still there: wait for the event's heading.
    await expect(main(page).getByRole('heading', { level: 1, name: '乡村振兴现场教学' })).toBeVisible();
    await expect(main(page).getByText('直播已结束')).toBeVisible();
    await expect(main(page).getByText('南湖市青禾村党群服务中心')).toBeVisible();
    await expect(main(page).getByRole('table', { name: '活动日程' }).getByRole('row')).toHaveCount(4);
  });

  test('the live room shows what the server says when it cannot start', async ({ page }) => {
    await openSignedIn(page, 'learner', '/liveInit?id=live-05');
    await expect(main(page).getByRole('alert')).toHaveText(/无法进入直播间：线下活动不提供在线直播/);
    await expect(main(page).getByRole('link', { name: '返回直播详情' })).toHaveAttribute('href', '/liveDetail?id=live-05');
  });
});

test('the live list gives up after client B’s 5 s and offers another try', async ({ page }) => {
  const fault = await page.request.post('/__demo/faults', { data: { path: 'api/fosung/live/getAllLives', delayMs: 7000, times: 1 } });
  expect(fault.status()).toBe(201);
  // The page's clock stands still, so the 5 s are counted from the request exactly, however slow
  // the machine, and run out by the test instead of waited for.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const asked = page.waitForRequest('**/api/fosung/live/getAllLives');
  await openSignedIn(page, 'learner', '/liveIndex');
  await asked;
  await page.clock.runFor(4_900);
  await expect(main(page).getByText('直播数据加载失败')).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(main(page).getByText('直播数据加载失败')).toBeVisible();
  await main(page).getByRole('button', { name: '重试' }).click();
  await expect(main(page).getByRole('link', { name: '全会精神宣讲直播：以进一步全面深化改革推进中国式现代化' })).toBeVisible();
});
