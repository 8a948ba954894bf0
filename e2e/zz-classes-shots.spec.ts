import { test } from '@playwright/test';
test('shots', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'demo-scope', value: 'shots', url: baseURL! }]);
  await page.request.post('/__demo/reset');
  const { token } = (await (await page.request.post('/__demo/login', { data: { username: 'learner' } })).json()) as { token: string };
  await page.goto(`/projectIndex?token=${token}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/classes-shots/index.png', fullPage: true });
  for (const [name, path] of [['detail', '/projectDetail?id=tbtp-04'], ['detail2', '/projectDetail?id=tbtp-02'], ['file', '/projectDetailCxda/completionSchedule?id=tbtp-04'], ['qr', '/enrollmentQrCode?id=tbtp-02'], ['notice', '/classNotice?id=tbtp-03'], ['affairs', '/projectDetailBwgl?id=tbtp-04'], ['classlist', '/classList'], ['city', '/projectIndexCity'], ['open', '/openProjectDetail?id=tbtp-01'], ['error', '/errorCode']]) {
    await page.goto(path!);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `/tmp/classes-shots/${name}.png`, fullPage: true });
  }
  await page.goto('/projectDetail?id=tbtp-02');
  await page.getByRole('button', { name: '报名', exact: true }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/classes-shots/dialog.png` });
});
