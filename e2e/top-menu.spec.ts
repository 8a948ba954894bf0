import { expect, test, type Page } from './fixtures';

// Each test gets its own backend on the shared demo server (the demo-scope cookie).
test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

async function openSignedIn(page: Page, path: string) {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username: 'learner' } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
}

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

/**
 * Pages that sit below an entry of the default menu (the entry is lit there), and the entry's
 * own page. The menu (docs/product/frame.md#following-an-entry) skips only the entry whose own page is shown; from any of these the entry
 * must lead to its page.
 */
const pagesBelow = [
  { entry: '课程推荐', from: '/coursedetail?id=c01', to: '/commendIndex' },
  { entry: '课程推荐', from: '/commendIndex?categoryId=cat-party-faith', to: '/commendIndex' },
  { entry: '专题推荐', from: '/subjectDetail?id=s3', to: '/subjectList' },
  { entry: '网上专题班', from: '/projectDetail?id=tbtp-04', to: '/projectIndex' },
  { entry: '栏目推荐', from: '/specialReDetails?id=col4', to: '/specialReList' },
  { entry: '学习中心', from: '/messageCenter', to: '/personalCenter' },
];

for (const { entry, from, to } of pagesBelow) {
  test(`${entry} leads from ${from} to its page`, async ({ page }) => {
    await openSignedIn(page, from);
    const link = menu(page).getByRole('link', { name: entry });
    // Lit, because the page is below it.
    await expect(link).toHaveAttribute('aria-current', 'page');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${to.replace('?', '\\?')}$`));
    await expect(page.getByRole('main')).toBeVisible();
    await expect(menu(page).getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
  });
}

test('the entry of the page shown does nothing: no navigation, the page keeps its state', async ({ page }) => {
  await openSignedIn(page, '/commendIndex');
  await expect(page.getByRole('heading', { level: 1, name: '课程推荐' })).toBeVisible();
  // A mark on the window survives only if the page is not loaded again.
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  let navigated = false;
  page.on('framenavigated', () => (navigated = true));
  await menu(page).getByRole('link', { name: '课程推荐' }).click();
  await expect(page).toHaveURL(/\/commendIndex$/);
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  expect(navigated).toBe(false);
});
