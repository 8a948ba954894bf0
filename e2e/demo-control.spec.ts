import { expect, test } from './fixtures';

// Each test gets its own backend on the shared demo server (the demo-scope cookie): a fault or
// a tenant switch here never reaches the tests running beside it.
test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

test('a fault on api/user/configure/new sends the portal to /404, and a reset restores it', async ({ page, browser, baseURL }) => {
  const fault = await page.request.post('/__demo/faults', { data: { path: 'api/user/configure/new', status: 500 } });
  expect(fault.status()).toBe(201);
  await page.goto('/index');
  await expect(page).toHaveURL(/\/404$/);

  // Another browser without this test's scope still gets the normal site.
  const other = await browser.newContext({ baseURL: baseURL! });
  const otherPage = await other.newPage();
  await otherPage.goto('/index');
  await expect(otherPage.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await other.close();

  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
  await page.goto('/index');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
});

test('switching the tenant to theme blue shows the blue theme and the tenant title', async ({ page }) => {
  await page.goto('/index');
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'red');

  const switched = await page.request.post('/__demo/tenant', { data: { tenantId: '001.001.065', theme: 'blue' } });
  expect(await switched.json()).toMatchObject({ tenantId: '001.001.065', theme: 'blue' });
  await page.goto('/index');
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'blue');
  await expect(page).toHaveTitle('首页 - 示例市干部在线学习中心');
});

test('the control API refuses invalid input with 400 and a message', async ({ page }) => {
  const reply = await page.request.post('/__demo/tenant', { data: { tenantId: 'no-such-tenant' } });
  expect(reply.status()).toBe(400);
  expect(((await reply.json()) as { message: string }).message).toContain('001.001.100');
});
