import { expect, signInFor, switchScenario, test, type Page } from './fixtures';

// Each test gets its own backend on the shared demo server (the demo-scope cookie), and any
// script that a hostile record manages to run (an alert) fails the test.
let dialogs: string[] = [];

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
  expect(dialogs, 'no record may run script').toEqual([]);
});

/** Signs an account in without the form and opens the page with ?token=, as the SSO site returns. */
async function openSignedIn(page: Page, username: string, path: string) {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
}

const main = (page: Page) => page.getByRole('main');

test('the honour lists open on the learning pioneers and link to the party branches and back', async ({ page }) => {
  await openSignedIn(page, 'learner', '/honorlists');
  await expect(page).toHaveURL(/\/peoplelists$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '学习先锋' })).toBeVisible();
  const pioneers = main(page).getByRole('table', { name: '学习先锋名单，按年度学时排名' });
  await expect(pioneers.getByRole('row').nth(1)).toContainText('王海涛');
  await main(page).getByRole('button', { name: '第 3 页' }).click();
  await expect(page).toHaveURL(/\/peoplelists\?page=3$/);
  await expect(pioneers.getByRole('row')).toHaveCount(5);

  const honour = main(page).getByRole('navigation', { name: '光荣榜' });
  await honour.getByRole('link', { name: '学习型党支部' }).click();
  await expect(page).toHaveURL(/\/branchlists$/);
  await expect(honour.getByRole('link', { name: '学习型党支部' })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByRole('table', { name: '学习型党支部名单，按人均学时排名' }).getByRole('row').nth(1)).toContainText('干部一处党支部');
  await expect(page).toHaveTitle(/^学习型党支部 - /);

  await honour.getByRole('link', { name: '学习先锋' }).click();
  await expect(page).toHaveURL(/\/peoplelists$/);
});

test('a reply survives a failed send and is posted on the next try, shown as text', async ({ page }) => {
  await openSignedIn(page, 'learner', '/comment');
  await expect(page).toHaveURL(/\/currentcomment$/);
  await expect(main(page).getByRole('heading', { level: 2, name: '学习贯彻全会精神，谈谈如何在本职岗位推动改革落地' })).toBeVisible();
  await main(page).getByRole('link', { name: /查看全部 \d+ 篇研讨帖/ }).click();
  await expect(page).toHaveURL(/\/comment\/postLists$/);
  await main(page).getByRole('link', { name: '基层减负与改革落地并不矛盾' }).click();
  await expect(page).toHaveURL(/\/comment\/postDetail\?id=post-02$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '基层减负与改革落地并不矛盾' })).toBeVisible();

  // The next reply call fails on the server.
  expect((await page.request.post('/__demo/faults', { data: { path: 'api/portal/post/reply', status: 500, times: 1 } })).status()).toBe(201);
  const reply = '减负要落到实处 <img src=x onerror=alert(1)>';
  const field = main(page).getByRole('textbox', { name: /回复内容/ });
  await field.fill(reply);
  await main(page).getByRole('button', { name: '发表回复' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('提交失败，请稍后再试，已输入的内容已为您保留');
  await expect(field).toHaveValue(reply);

  await main(page).getByRole('button', { name: '发表回复' }).click();
  await expect(main(page).getByText('回复成功')).toBeVisible();
  await expect(field).toHaveValue('');
  const replies = main(page).getByRole('list', { name: '回复列表' });
  await expect(replies.getByText(reply, { exact: true })).toBeVisible();
  await expect(replies).toContainText('张明');

  // After a reload the reply is still there, from the server.
  await page.reload();
  await expect(main(page).getByRole('list', { name: '回复列表' }).getByText(reply, { exact: true })).toBeVisible();
});

test('hostile posts and replies render as text', async ({ page }) => {
  await switchScenario(page, 'hostile');
  await openSignedIn(page, 'learner', '/comment/postDetail?id=post-hostile');
  await expect(main(page).getByRole('heading', { level: 1, name: '<script>alert(1)</script>研讨帖安全测试' })).toBeVisible();
  await expect(main(page).getByText('<img src=x onerror=alert(1)>', { exact: true })).toBeVisible();
  await expect(page.locator('main [onerror], main iframe, main a[href^="javascript"]')).toHaveCount(0);

  await page.goto('/comment/postDetail?id=post-01');
  const replies = main(page).getByRole('list', { name: '回复列表' });
  await expect(replies.getByText('<script>alert(1)</script>回复里的脚本 <a href="javascript:alert(1)">点我</a>')).toBeVisible();
  await expect(page.locator('main a[href^="javascript"]')).toHaveCount(0);
});

test('the study tasks: this month’s task, the list and a task in full', async ({ page }) => {
  await openSignedIn(page, 'learner', '/task');
  await expect(page).toHaveURL(/\/currenttask$/);
  await expect(main(page).getByRole('heading', { level: 2, name: '3月学习任务：深入学习全会精神' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: '任务课程（已完成1/3）' })).toBeVisible();

  await main(page).getByRole('navigation', { name: '学习任务' }).getByRole('link', { name: '全部任务' }).click();
  await expect(page).toHaveURL(/\/task\/taskLists$/);
  await main(page).getByRole('tab', { name: '已结束' }).click();
  await expect(page).toHaveURL(/\/task\/taskLists\?status=ended$/);
  // The December task is on both lists: click it only once the ongoing March task has gone,
  // or the click can land on the unfiltered list as it is replaced.
  await expect(main(page).getByRole('link', { name: '3月学习任务：深入学习全会精神' })).toHaveCount(0);
  await main(page).getByRole('link', { name: '12月学习任务：党的创新理论与党史' }).click();
  await expect(page).toHaveURL(/\/task\/taskDetail\?id=task-2025-12$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '12月学习任务：党的创新理论与党史' })).toBeVisible();
  await expect(main(page).getByText('我已完成')).toBeVisible();
});

test('the help centre opens without signing in and offers a sign-in for suggestions', async ({ page }) => {
  await page.goto('/guide');
  await expect(page).toHaveURL(/\/operateGuide$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
  const question = main(page).getByRole('button', { name: '视频课程的学时如何计算？' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(main(page).getByText('视频课程须完整观看才能获得学时')).toBeVisible();
  await expect(main(page).getByRole('textbox', { name: /建议标题/ })).toHaveCount(0);
  await main(page).getByRole('button', { name: '登录后提交建议' }).click();
  await expect(page).toHaveURL(signInFor('/operateGuide'));
});

test('a signed-in learner sends a suggestion and sees it in 我的建议', async ({ page }) => {
  await openSignedIn(page, 'learner', '/operateGuide');
  const form = main(page).getByRole('form', { name: '提交建议' });
  await form.getByRole('button', { name: '提交建议' }).click();
  await expect(form.getByText('请输入建议标题')).toBeVisible();
  await expect(form.getByText('请输入建议内容')).toBeVisible();

  await form.getByRole('textbox', { name: /建议标题/ }).fill('<script>alert(1)</script>希望增加夜间模式');
  await form.getByRole('textbox', { name: /建议内容/ }).fill('晚上学习时页面太亮，希望提供深色模式。');
  await form.getByRole('button', { name: '提交建议' }).click();
  await expect(form.getByText('提交成功，我们会尽快答复您')).toBeVisible();

  const mine = main(page).getByRole('list', { name: '我提交的建议' });
  await expect(mine.getByRole('listitem').first()).toContainText('<script>alert(1)</script>希望增加夜间模式');
  await expect(mine.getByRole('listitem').first()).toContainText('待回复');
  await page.reload();
  await expect(main(page).getByRole('list', { name: '我提交的建议' }).getByText('晚上学习时页面太亮，希望提供深色模式。')).toBeVisible();
});

test('every other page of the area opens with its data for a learner', async ({ page }) => {
  const pages: Array<[path: string, heading: string, shows: string | RegExp]> = [
    ['/statistics', '学习统计', '中国式现代化'],
    ['/learning', '学习档案', '累计学时'],
    ['/intelligentGuidance', '智能导学', '推荐学习路径'],
    ['/scheme', '学习活动方案', '2026年3月'],
    ['/cultivate', '培训计划', '教育系统师德师风建设专题班'],
    ['/startClient', '移动学习客户端', 'Android客户端'],
    ['/h5Question', '问卷调查', '2026年度干部教育培训需求调查问卷'],
  ];
  await openSignedIn(page, 'learner', '/index');
  await expect(page.getByRole('button', { name: '已登录' })).toBeVisible();
  for (const [path, heading, shows] of pages) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(main(page).getByText(shows).first()).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/h5Question$/);
});

test('the open guidance page shows this month’s task to a visitor, without a sign-in', async ({ page }) => {
  await page.goto('/openIntelligentGuidance');
  await expect(page).toHaveURL(/\/openIntelligentGuidance$/);
  await expect(main(page).getByRole('heading', { level: 3, name: '3月学习任务：深入学习全会精神' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: '登录查看我的学习路径' })).toBeVisible();
});
