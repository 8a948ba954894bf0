import { expect as baseExpect, test, type Locator, type Page } from './fixtures';

/**
 * The portal on a phone (390 × 844, below the 1024 px breakpoint): the header stays at the top
 * with the menu button and the toolbar's one button, the menu opens as a drawer and the
 * toolbar as a sheet, and nothing floats over the page, so each screen's main action can be
 * pressed where it is, in the elder-friendly mode too.
 */

// Screens load their code on first use; on a busy machine that can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const phone = { width: 390, height: 844 };

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
  await page.setViewportSize(phone);
});

async function openSignedIn(page: Page, path: string) {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username: 'learner' } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
}

/** The elder-friendly mode as a learner leaves it switched on (the mode's own cookie). */
async function elderMode(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'sp-elder-mode', value: '1', url: baseURL }]);
}

const main = (page: Page) => page.getByRole('main');

/** Ten main screens and the one thing a learner comes to each of them to press. */
const screens: { path: string; action: (page: Page) => Locator }[] = [
  { path: '/index', action: (page) => main(page).getByRole('link', { name: '关于开展2026年度干部网络学习的通知' }) },
  { path: '/home', action: (page) => main(page).getByRole('list', { name: '继续学习' }).getByRole('link').first() },
  { path: '/commendIndex', action: (page) => main(page).getByRole('link', { name: '领导干部心理健康' }).first() },
  { path: '/coursedetail?id=c01', action: (page) => main(page).getByRole('link', { name: '继续学习' }) },
  { path: '/projectIndex', action: (page) => main(page).getByRole('button', { name: '报名', exact: true }).first() },
  { path: '/subjectList', action: (page) => main(page).getByRole('link', { name: '干部身心健康' }) },
  { path: '/personalCenter', action: (page) => main(page).getByRole('link', { name: '领导干部心理健康' }).first() },
  { path: '/messageCenter', action: (page) => main(page).getByRole('link', { name: /专题班学习进度提醒/ }) },
  { path: '/liveIndex', action: (page) => main(page).getByRole('link', { name: '进入直播间' }).first() },
  { path: '/previewList', action: (page) => main(page).getByRole('link', { name: '填写问卷：2026年度干部教育培训需求调查问卷' }) },
];

/** Whether the topmost element at the centre of the locator's element is that element (or inside it). */
const hitAtCentre = (action: Locator) =>
  action.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return 'outside the screen';
    const top = document.elementFromPoint(x, y);
    return top && (top === element || element.contains(top)) ? 'the action' : `covered by ${top?.outerHTML.slice(0, 80)}`;
  });

/**
 * Brings the action to the top and then to the bottom edge of the screen, as a learner's
 * scrolling does: a header over the top or a bar over the bottom would cover it at one of them.
 */
async function expectUncoveredAtBothEdges(action: Locator) {
  for (const block of ['start', 'end'] as const) {
    await action.evaluate((element, edge) => element.scrollIntoView({ block: edge }), block);
    await expect.poll(() => hitAtCentre(action), `at the ${block} of the screen`).toBe('the action');
  }
}

for (const elder of [false, true]) {
  for (const { path, action } of screens) {
    test(`${path}: the main action is uncovered at 390 px${elder ? ' in the elder-friendly mode' : ''}`, async ({ page, baseURL }) => {
      if (elder) await elderMode(page, baseURL!);
      await openSignedIn(page, path);
      const target = action(page);
      await expect(target).toBeVisible();
      await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-elder', String(elder));
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
      await expectUncoveredAtBothEdges(target);
    });
  }
}

test('the course page shows 继续学习 on the first screen, uncovered', async ({ page }) => {
  await openSignedIn(page, '/coursedetail?id=c01');
  const start = main(page).getByRole('link', { name: '继续学习' });
  await expect(start).toBeInViewport({ ratio: 1 });
  await expect.poll(() => hitAtCentre(start)).toBe('the action');
});

test('the menu opens as a drawer that keeps the focus, marks the current entry, closes on Esc and leads to an entry', async ({ page }) => {
  await openSignedIn(page, '/coursedetail?id=c01');
  // No menu bar under the header: the entries are behind the menu button.
  await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
  const toggle = page.getByRole('button', { name: '打开菜单' });
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: '菜单' });
  const menu = drawer.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByRole('link', { name: '课程推荐' })).toHaveAttribute('aria-current', 'page');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Tab goes round inside the drawer.
  for (let step = 0; step < 10; step += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await drawer.getByRole('link', { name: '网上专题班' }).click();
  await expect(page).toHaveURL(/\/projectIndex$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '网上专题班' })).toBeVisible();
});

test('the toolbar is one button in the header; its sheet holds every entry and takes the learner back to the top', async ({ page }) => {
  await openSignedIn(page, '/commendIndex');
  const toolbar = page.getByRole('complementary', { name: '快捷工具' });
  const button = toolbar.getByRole('button', { name: /^工具/ });
  await expect(button).toBeVisible();
  // The button lies over the header's own row, not over the page.
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await button.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
  await expect(toolbar.getByRole('button')).toHaveCount(1);

  // Deep in the page the header, and the button with it, are still at hand.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await expect(button).toBeInViewport();
  await button.click();
  const sheet = page.getByRole('dialog', { name: '快捷工具' });
  await expect(sheet.getByRole('heading', { name: /^欢迎您/ })).toBeVisible();
  for (const name of ['帮助中心', '调查问卷']) await expect(sheet.getByRole('link', { name })).toBeVisible();
  await expect(sheet.getByRole('link', { name: /^我的消息 \d+ 条未读$/ })).toBeVisible();
  await expect(sheet.getByRole('button', { name: '长者模式' })).toBeVisible();
  // Admin sign-in is at the sheet's foot, not among the learner's entries.
  await expect(sheet.getByRole('list').getByRole('button', { name: '管理员登录' })).toHaveCount(0);
  await expect(sheet.getByRole('button', { name: '管理员登录' })).toBeVisible();
  await sheet.getByRole('button', { name: '回到顶部' }).click();
  await expect(sheet).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a visitor signs in from the toolbar sheet', async ({ page }) => {
  await page.goto('/index');
  await page.getByRole('button', { name: '工具', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '快捷工具' });
  await expect(sheet.getByRole('button', { name: '管理员登录' })).toBeVisible();
  await sheet.getByRole('button', { name: '学员登录' }).click();
  await expect(page).toHaveURL(/\/sso\/login/);
});
