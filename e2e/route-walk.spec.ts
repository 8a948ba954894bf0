import { expect, test, watchRequests, type Page } from './fixtures';
import { routeWalkStops } from './routeWalkStops';

/**
 * Every route (docs/product/routes.md#the-route-table), walked: each must end on a screen with its main heading (or be a
 * redirect to one), with no console error, uncaught exception or failed request on the way.
 */

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

/** Console errors, uncaught exceptions and failed requests seen on the page. */
function watchForTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => trouble.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation away (a redirect, the next stop) cancels what was still loading.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') trouble.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) trouble.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('dialog', (dialog) => {
    trouble.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return trouble;
}

for (const stop of routeWalkStops) {
  test(`${stop.path}${stop.signedOut ? ' (signed out)' : ''}`, async ({ page }) => {
    const trouble = watchForTrouble(page);
    const requests = watchRequests(page);
    let address = stop.path;
    if (!stop.signedOut) {
      const reply = await page.request.post('/__demo/login', { data: { username: 'learner' } });
      const { token } = (await reply.json()) as { token: string };
      address = `${stop.path}${stop.path.includes('?') ? '&' : '?'}token=${token}`;
    }
    await page.goto(address);
    const lands = stop.lands ?? new URL(stop.path, 'http://portal').pathname;
    await expect.poll(() => new URL(page.url()).pathname.toLowerCase()).toBe(lands.toLowerCase());
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toBeEmpty();
    // Let the screen's own requests settle before judging them.
    await requests.settled();
    expect(trouble).toEqual([]);
  });
}
