import { expect, signInFor, switchScenario, test, type Page } from './fixtures';

// Each test gets its own backend on the shared demo server (the demo-scope cookie), and any
// dialog (an alert from a hostile record that ran) fails it.
let dialogs: string[] = [];

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(dialogs, 'no page may open a dialog').toEqual([]);
});

/** Signs an account in without the form and opens the page with ?token=, as the SSO site returns. */
async function openSignedIn(page: Page, username: string, path: string) {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
}

test('a learner finds a course by category, rates, collects and likes it, and joins its discussion', async ({ page }) => {
  await openSignedIn(page, 'learner', '/commend');
  await expect(page).toHaveURL(/\/commendIndex$/);
  await expect(page.getByRole('heading', { level: 1, name: '课程推荐' })).toBeVisible();

  const tree = page.getByRole('list', { name: '课程分类' });
  await tree.getByRole('button', { name: '履职能力' }).click();
  await expect(page).toHaveURL(/\/commendIndex\?categoryId=cat-ability$/);
  await expect(page.getByRole('heading', { level: 2, name: '履职能力' })).toBeVisible();
  await expect(tree.getByRole('button', { name: '履职能力' })).toHaveAttribute('aria-pressed', 'true');

  await expect(page.getByRole('link', { name: '数字政府建设实务' })).toBeVisible();
  // Its twelve courses fill one page; the whole catalogue takes four.
  await expect(page.getByRole('button', { name: '第 2 页' })).toHaveCount(0);

  await tree.getByRole('button', { name: '全部课程' }).click();
  await expect(page).toHaveURL(/\/commendIndex$/);
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/commendIndex\?page=2$/);
  await expect(page.getByRole('link', { name: '学习贯彻党的二十届三中全会精神' })).toBeVisible();
  // The page lives in the address, so going back returns to the first page.
  await page.goBack();
  await expect(page).toHaveURL(/\/commendIndex$/);

  await page.getByRole('link', { name: '人工智能赋能政务服务' }).click();
  await expect(page).toHaveURL(/\/coursedetail\?id=c17$/);
  await expect(page.getByRole('heading', { level: 1, name: '人工智能赋能政务服务' })).toBeVisible();
  await expect(page.getByRole('link', { name: '开始学习' })).toHaveAttribute('href', '/subcourse?id=c17');

  // Rate: five dimensions, two points a star.
  const stars: Array<[string, number]> = [['立场观点正确', 5], ['注重问题导向', 4], ['内容丰富全面', 5], ['课程生动形象', 4], ['教学切实有效', 5]];
  for (const [dimension, count] of stars) {
    await page.getByRole('radiogroup', { name: dimension }).getByRole('radio', { name: `${count} 星` }).check({ force: true });
  }
  await page.getByRole('button', { name: '提交评价' }).click();
  await expect(page.getByText('已评价，感谢您的反馈。')).toBeVisible();

  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  const like = page.getByRole('button', { name: /^点赞 \d+$/ });
  const likesBefore = Number((await like.textContent())?.replace(/\D/g, ''));
  await like.click();
  await expect(page.getByRole('button', { name: `已点赞 ${likesBefore + 1}` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '人工智能赋能政务服务' })).toBeVisible();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  await expect(page.getByRole('button', { name: `已点赞 ${likesBefore + 1}` })).toBeVisible();
  await expect(page.getByText('已评价，感谢您的反馈。')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交评价' })).toHaveCount(0);

  await page.getByRole('link', { name: '课程讨论' }).click();
  await expect(page).toHaveURL(/\/discussRoom\?id=c17$/);
  await expect(page.getByRole('heading', { level: 1, name: '课程讨论' })).toBeVisible();
  await page.getByRole('button', { name: '发表' }).click();
  await expect(page.getByText('请输入讨论内容')).toBeVisible();
  await page.getByRole('textbox', { name: /讨论内容/ }).fill('人工智能要用在为民服务的实处。');
  await page.getByRole('button', { name: '发表' }).click();
  await expect(page.getByText('发表成功')).toBeVisible();
  await expect(page.getByRole('list', { name: '讨论列表' }).getByText('人工智能要用在为民服务的实处。')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: '讨论列表' }).getByText('人工智能要用在为民服务的实处。')).toBeVisible();
});

test('a course that does not exist leads to /errorShare, with a way home', async ({ page }) => {
  await openSignedIn(page, 'learner', '/coursedetail?id=no-such-course');
  await expect(page).toHaveURL(/\/errorShare$/);
  await expect(page.getByRole('heading', { level: 1, name: '课程不存在' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/index$/);
});

test('signed out, the open course page and the share page show the course without a sign-in', async ({ page }) => {
  await page.goto('/openCourseDetail?id=c01');
  await expect(page.getByRole('heading', { level: 1, name: '习近平新时代中国特色社会主义思想概论' })).toBeVisible();
  await expect(page).toHaveURL(/\/openCourseDetail\?id=c01$/);
  await expect(page.getByRole('heading', { level: 2, name: '课程简介' })).toBeVisible();
  await expect(page.getByRole('button', { name: '收藏', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '登录后学习' })).toBeVisible();

  await page.goto('/share?id=c04');
  await expect(page.getByRole('heading', { level: 1, name: '课程分享' })).toBeVisible();
  await expect(page.getByRole('img', { name: '课程分享二维码' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /\/contentShareBook\?id=c04$/ })).toBeVisible();

  // The visitor is offered the sign-in, which returns to this page.
  await page.goto('/openCourseDetail?id=c01');
  await page.getByRole('button', { name: '登录后学习' }).click();
  await expect(page).toHaveURL(signInFor('/openCourseDetail?id=c01'));
});

test('hostile course records show as text and never run', async ({ page }) => {
  await switchScenario(page, 'hostile');
  await openSignedIn(page, 'learner', '/coursedetail?id=c-hostile');
  await expect(page.getByRole('heading', { level: 1, name: '<script>alert(1)</script>党员教育基本知识' })).toBeVisible();
  await expect(page.getByText('<img src=x onerror=alert(1)>讲义.pdf（文件地址无效，请联系管理员）')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '课程简介' })).toBeVisible();

  await page.goto('/commendIndex?categoryId=cat-party-faith');
  await expect(page.getByRole('link', { name: '<script>alert(1)</script>党员教育基本知识' })).toBeVisible();

  await page.goto('/discussRoom?id=c01');
  await expect(page.getByText('<script>alert(1)</script><a href="javascript:alert(1)">点我</a>')).toBeVisible();

  await page.goto('/coursetextdetail?id=c-article-hostile');
  await expect(page.getByRole('heading', { level: 1, name: '党章学习读本（图文）' })).toBeVisible();

  await page.goto('/openCourseDetail?id=c-hostile');
  await expect(page.getByRole('heading', { level: 1, name: '<script>alert(1)</script>党员教育基本知识' })).toBeVisible();
  await expect(page.locator('main a[href^="javascript"], main [onerror]')).toHaveCount(0);
});

test('the blue theme’s category pages and the famous teachers’ hall', async ({ page }) => {
  expect((await page.request.post('/__demo/tenant', { data: { tenantId: '001.001.065', theme: 'blue' } })).ok()).toBe(true);
  await openSignedIn(page, 'learner', '/index');
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '综合素养课程' }).click();
  await expect(page).toHaveURL(/\/multipleIndex$/);
  await expect(page.getByRole('heading', { level: 1, name: '综合素养课程' })).toBeVisible();
  await page.getByRole('list', { name: '课程分类' }).getByRole('button', { name: '传统文化' }).click();
  await expect(page.getByRole('link', { name: '《论语》中的修身与为政' })).toBeVisible();

  await page.goto('/literary');
  await expect(page).toHaveURL(/\/literaryIndex$/);
  await expect(page.getByRole('link', { name: '书法艺术鉴赏入门' })).toBeVisible();

  await page.goto('/masterLectureHall');
  await expect(page).toHaveURL(/\/masterLectureHall\/list$/);
  await page.getByRole('link', { name: '赵文博' }).click();
  await expect(page).toHaveURL(/\/masterLectureHall\/info\?id=t05$/);
  await expect(page.getByRole('heading', { level: 1, name: '赵文博' })).toBeVisible();
  await expect(page.getByRole('link', { name: '数字政府建设实务' })).toBeVisible();
});
