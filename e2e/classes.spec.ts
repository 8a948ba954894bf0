import { expect, portalHeaders, switchScenario, test, type Page } from './fixtures';

// Each test gets its own backend on the shared demo server (the demo-scope cookie), and any
// browser dialog (a script run from stored markup) fails the test.
let browserDialogs: string[] = [];

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
  browserDialogs = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(browserDialogs, 'no page may open a browser dialog').toEqual([]);
});

/** Signs an account in without the form and opens the page with ?token=, as the SSO site returns. */
async function openSignedIn(page: Page, username: string, path: string) {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  return token;
}

/** Picks an option of the UI kit's select (a combobox with a listbox). */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const classCards = (page: Page) => page.getByRole('list', { name: '专题班' }).getByRole('heading');

test('a learner filters the classes by organiser, with the filter kept in the address', async ({ page }) => {
  await openSignedIn(page, 'learner', '/project');
  await expect(page).toHaveURL(/\/projectIndex$/);
  await expect(page.getByRole('heading', { name: '网上专题班', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '专题班（共 12 个）' })).toBeVisible();

  await choose(page, '主办单位', '西岭市');
  await expect(page).toHaveURL(/orgId=org-120/);
  await expect(classCards(page)).toHaveText(['领导干部应急管理能力专题班', '卫生健康系统依法行政专题班']);

  await choose(page, '下级单位', '西岭市卫生健康委员会');
  await expect(page).toHaveURL(/subOrgId=org-122/);
  await expect(classCards(page)).toHaveText(['卫生健康系统依法行政专题班']);

  await page.reload();
  await expect(classCards(page)).toHaveText(['卫生健康系统依法行政专题班']);
  await expect(page.getByRole('combobox', { name: '下级单位' })).toContainText('西岭市卫生健康委员会');

  await page.getByRole('searchbox', { name: '专题班名称或主办单位' }).fill('不存在的班');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('暂无专题班，敬请期待')).toBeVisible();
  await page.getByRole('button', { name: '查看全部专题班' }).click();
  await expect(page).toHaveURL(/\/projectIndex$/);
  await expect(classCards(page)).toHaveCount(12);
});

test('a learner enrols with a wrong, then the right verify code, and sees the class as a member', async ({ page }) => {
  await openSignedIn(page, 'learner', '/projectIndex?orgId=org-120&subOrgId=org-122');
  await page.getByRole('link', { name: '卫生健康系统依法行政专题班' }).click();
  await expect(page).toHaveURL(/\/projectDetail\?id=tbtp-07$/);
  await expect(page.getByRole('heading', { name: '卫生健康系统依法行政专题班', level: 1 })).toBeVisible();
  const classNav = page.getByRole('navigation', { name: '班级导航' });
  await expect(classNav.getByRole('link', { name: '个人作业' })).toHaveCount(0);

  await page.getByRole('button', { name: '报名', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '报名专题班' });
  await expect(dialog).toContainText('张明');
  await dialog.getByRole('button', { name: '确认报名' }).click();
  await expect(dialog.getByText('请输入报名验证码', { exact: true })).toBeVisible();

  await dialog.getByRole('textbox', { name: /报名验证码/ }).fill('1234');
  await dialog.getByRole('button', { name: '确认报名' }).click();
  await expect(dialog.getByText('验证码错误', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /报名验证码/ })).toHaveValue('1234');
  // Said once, beside the code: no toast (nor its live region) repeats the refusal.
  await expect(page.getByText('验证码错误')).toHaveCount(1);

  await dialog.getByRole('textbox', { name: /报名验证码/ }).fill('2026');
  await dialog.getByRole('button', { name: '确认报名' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '已成功报名' })).toBeFocused();
  await expect(page.getByText('您已报名本班，请按时完成学习任务。')).toBeVisible();
  await expect(page.getByRole('button', { name: '报名', exact: true })).toHaveCount(0);

  // The class home holds the courses; the other pages of the class are one link away.
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^必修课程（/ })).toBeVisible();
  await expect(classNav.getByRole('link', { name: '个人作业' })).toBeVisible();

  // The class's own pages, from its navigation.
  await classNav.getByRole('link', { name: '班级公告' }).click();
  await page.getByRole('link', { name: '卫生健康系统依法行政专题班开班预告' }).click();
  await expect(page.getByRole('article')).toContainText('现已开放报名');
  await classNav.getByRole('link', { name: '班级成员' }).click();
  await page.getByRole('searchbox', { name: '成员姓名' }).fill('张明');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('cell', { name: '张明' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await classNav.getByRole('link', { name: '班级动态' }).click();
  await expect(page.getByRole('heading', { name: '班级动态', level: 2 })).toBeVisible();
  await expect(page.getByText(/张明\s*报名了本班/)).toBeVisible();
  await classNav.getByRole('link', { name: '个人作业' }).click();
  await expect(page.getByRole('heading', { name: '学习心得体会' })).toBeVisible();
  await classNav.getByRole('link', { name: '班务管理' }).click();
  await expect(page.getByRole('heading', { name: '我的学习进度' })).toBeVisible();
  await expect(page.getByText('待提交 2')).toBeVisible();
});

test('the class file opens on my class and moves between its tabs, keeping the class', async ({ page }) => {
  const token = await openSignedIn(page, 'learner', '/projectDetailCxda?id=tbtp-04');
  await expect(page).toHaveURL(/\/projectDetailCxda\/myClass\?id=tbtp-04$/);
  const tabs = page.getByRole('navigation', { name: '成长档案' });
  await expect(tabs.getByRole('link', { name: '我的班级' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: '我的学习' })).toBeVisible();
  // The hours still to earn are the backend's: the class's hours less those of its courses finished.
  const reply = await page.request.post('/pcApi/api/tbtp/web/schedule', { headers: portalHeaders(token), data: { tbtpId: 'tbtp-04' } });
  const { requiredHours, earnedHours } = ((await reply.json()) as { data: { requiredHours: number; earnedHours: number } }).data;
  expect(earnedHours).toBeGreaterThan(0);
  await expect(page.getByText(`距结业还需 ${Math.round((requiredHours - earnedHours) * 100) / 100} 学时。`)).toBeVisible();

  await tabs.getByRole('link', { name: '我的考试' }).click();
  await expect(page).toHaveURL(/\/projectDetailCxda\/myExam\?id=tbtp-04$/);
  await expect(page.getByRole('heading', { name: '我的考试' })).toBeVisible();
  await expect(page.getByRole('link', { name: '参加考试：教育系统师德师风建设专题班结业考试' })).toHaveAttribute(
    'href',
    '/projectStartExam?id=tbtp-04&examId=exam-class-001',
  );

  await tabs.getByRole('link', { name: '完成进度' }).click();
  await expect(page).toHaveURL(/completionSchedule\?id=tbtp-04$/);
  await expect(page.getByRole('region', { name: '课程完成明细' }).getByRole('row')).toHaveCount(5);

  await tabs.getByRole('link', { name: '优秀进度' }).click();
  await expect(page).toHaveURL(/excellentProgress\?id=tbtp-04$/);
  await expect(page.getByRole('region', { name: '学习进度前十名' }).getByRole('row')).toHaveCount(10);

  // A class the learner has not joined has no file, only the way to join.
  await page.goto('/projectDetailCxda/myClass?id=tbtp-09');
  await expect(page.getByText('您尚未报名该专题班，报名后即可查看成长档案')).toBeVisible();
});

test('an unknown or missing class leads to /errorCode, with a way back', async ({ page }) => {
  await openSignedIn(page, 'learner', '/projectDetail?id=no-such-class');
  await expect(page).toHaveURL(/\/errorCode$/);
  await expect(page.getByRole('heading', { name: '班级不存在', level: 1 })).toBeVisible();
  await page.goto('/projectDetailBjcy');
  await expect(page).toHaveURL(/\/errorCode$/);
  await page.getByRole('link', { name: '浏览网上专题班' }).click();
  await expect(page).toHaveURL(/\/projectIndex$/);
});

test('the open class pages work signed out', async ({ page }) => {
  await page.goto('/openProjectDetail?id=tbtp-02');
  await expect(page.getByRole('heading', { name: '数字政府建设专题研修班', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/openProjectDetail\?id=tbtp-02$/);
  await expect(page.getByRole('heading', { name: /必修课程/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '报名学习' })).toHaveAttribute('href', '/projectDetail?id=tbtp-02');

  await page.getByRole('navigation', { name: '班级导航' }).getByRole('link', { name: '班级成员' }).click();
  await expect(page).toHaveURL(/\/openBjcy\?id=tbtp-02$/);
  await expect(page.getByRole('columnheader', { name: '所在单位' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '学习进度' })).toHaveCount(0);

  await page.goto('/enrollmentQrCode?id=tbtp-02');
  await expect(page.getByRole('img', { name: '数字政府建设专题研修班报名二维码' })).toBeVisible();
  await expect(page.getByText(/报名地址：http:\/\/127\.0\.0\.1:\d+\/projectDetail\?id=tbtp-02/)).toBeVisible();
  await expect(page.getByText(/输入主办单位提供的报名验证码/)).toBeVisible();

  await page.goto('/enrollmentQrCode?id=nothing');
  await expect(page).toHaveURL(/\/errorCode$/);
  await expect(page.getByRole('heading', { name: '班级不存在' })).toBeVisible();
});

test('hostile records render as text', async ({ page }) => {
  await switchScenario(page, 'hostile');
  await openSignedIn(page, 'learner', '/classNotice?id=tbtp-03&noticeId=tbtp-notice-hostile');
  const notice = page.getByRole('article');
  await expect(notice.getByRole('heading', { name: '<script>alert(1)</script>班级公告安全测试' })).toBeVisible();
  await expect(notice).toContainText('发布单位：<img src=x onerror=alert(1)>');
  await expect(notice).toContainText('本条记录用于检验页面对不安全内容的处理。');
  await expect(notice.locator('script, iframe, img[onerror]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '（无标题）' })).toBeVisible();

  await page.goto('/classList');
  await expect(page.getByRole('heading', { name: '我的专题班', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '<img src=x onerror=alert(1)>安全演示专题班', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '<script>alert(1)</script>' })).toBeVisible();
});

test('the learner’s class list filters by status', async ({ page }) => {
  await openSignedIn(page, 'learner', '/classList');
  const summary = page.getByText(/共报名 4 个专题班，进行中 \d+ 个/);
  await expect(summary).toBeVisible();
  const ongoing = Number(/进行中 (\d+) 个/.exec((await summary.textContent()) ?? '')?.[1]);
  await page.getByRole('tab', { name: '已结束' }).click();
  await expect(page).toHaveURL(/status=ended/);
  // The table shows placeholder rows while the filtered page loads, so wait for it to settle
  // and count only the class rows, which retrying assertions re-read as the list changes.
  const list = page.getByRole('tabpanel').getByRole('region', { name: '我的专题班' });
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  const classRows = list.getByRole('row').filter({ has: page.getByRole('link', { name: /^进入班级：/ }) });
  await expect(classRows).toHaveCount(4 - ongoing);
  await expect(classRows.filter({ hasNotText: /已结业|未结业/ })).toHaveCount(0);
});
