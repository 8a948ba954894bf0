import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from './fixtures';
import { decodePng } from './png';

// Screens load their code on first use; on a busy machine that can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
  await page.clock.setFixedTime(new Date('2026-03-16T09:30:00+08:00'));
});

const isSealRed = ([red, green, blue]: [number, number, number, number]) => red > 180 && green < 90 && blue < 90;

test('下载证书 saves a PNG a learner can keep and print: an A4 picture with the seal in red', async ({ page }, testInfo) => {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username: 'learner' } })).json()) as { token: string };
  await page.goto(`/personalCenter?acativeId=5&token=${token}`);
  // The class the demo learner has finished, whose certificate it holds.
  const certificate = '2025年度公务员初任培训网上班结业证书';
  await page.getByRole('button', { name: `查看${certificate}` }).click();
  const dialog = page.getByRole('dialog', { name: certificate });
  await expect(dialog.getByRole('img', { name: certificate })).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载证书' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('2025-GB-000109.png');
  const path = testInfo.outputPath('certificate.png');
  await file.saveAs(path);
  await testInfo.attach('certificate', { path, contentType: 'image/png' });

  const png = decodePng(await readFile(path));
  // A4's proportions, at print resolution.
  expect(png.width).toBe(2339);
  expect(Math.abs(png.height / png.width - 210 / 297)).toBeLessThan(0.002);
  // The seal (centre x 786, y 568, radius 74 of the 1000 by 707 drawing): its ring where it
  // crosses the centre line, and its star, in red.
  const scale = png.width / 1000;
  const at = (x: number, y: number) => png.pixel(Math.round(x * scale), Math.round(y * scale));
  const ringLeft = Array.from({ length: 9 }, (_, step) => at(708 + step, 568));
  expect(ringLeft.some(isSealRed)).toBe(true);
  expect(isSealRed(at(786, 568))).toBe(true);
  // The paper itself is not red, and the frame is drawn.
  expect(isSealRed(png.pixel(Math.round(500 * scale), Math.round(60 * scale)))).toBe(false);
});
