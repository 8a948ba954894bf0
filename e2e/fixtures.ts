import { expect, test as base, type Page, type Request } from '@playwright/test';
import { cpuSlowdown } from './slowMachine';

export * from '@playwright/test';

async function throttle(page: Page, rate: number) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Every test file's `test`. With E2E_CPU_SLOWDOWN set, each page (tabs opened later included) runs
 * on a CPU that many times slower, which is how the races a loaded CI machine meets become
 * reproducible here: the address changing before the new screen is drawn, a list replaced
 * while a test reads it.
 */
export const test = base.extend<{ slowCpu: void }>({
  slowCpu: [
    async ({ context }, use) => {
      if (cpuSlowdown > 1) {
        await Promise.all(context.pages().map((page) => throttle(page, cpuSlowdown)));
        // A tab that closes (or a test that ends) before it is slowed needs slowing no more:
        // only a failure on a page still open is one.
        const slowDown = async (page: Page) => {
          try {
            await throttle(page, cpuSlowdown);
          } catch (error) {
            if (!page.isClosed() && !/has been closed/.test(String(error))) throw error;
          }
        };
        context.on('page', (page) => void slowDown(page));
      }
      await use();
    },
    { auto: true },
  ],
});

/**
 * The headers every call of the portal carries (docs/product/platform.md#identity-headers), for a test that asks the demo
 * backend itself: its gateway refuses a call without them, as a production one does.
 */
export const portalHeaders = (token = '', tenantId = '001.001.100'): Record<string, string> => ({
  'X-Requested-With': 'XMLHttpRequest',
  deviceId: 'pc',
  fingerprint: 'e2e-test-visitor',
  tenantId,
  token,
});

/**
 * Switches the test's own backend (the demo-scope cookie must be set, as every test file's
 * beforeEach does) to a data scenario. The demo is clean; a test that proves the screens safe
 * asks for `hostile`, which adds the records with markup, endless and empty texts. Call it after
 * the test file's reset and before the page loads; sessions survive the switch, a reset undoes it.
 */
export async function switchScenario(page: Page, scenario: 'demo' | 'hostile') {
  const reply = await page.request.post('/__demo/tenant', { data: { scenario } });
  expect(reply.ok(), `switching to the ${scenario} scenario`).toBe(true);
  expect(((await reply.json()) as { scenario: string }).scenario).toBe(scenario);
}

/**
 * Watches a page's requests from now on (call it before the page opens the address). `settled()`
 * resolves once the page has loaded, has no request in flight, and has started none while drawing
 * two more frames, twice over: what `networkidle` tells by waiting out half a second of silence
 * on every page, told here by the requests themselves (docs/testing.md#waiting-for-a-page).
 */
export function watchRequests(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    inFlight.add(request);
    started += 1;
  });
  const finish = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  const twoFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
  return {
    async settled() {
      await page.waitForLoadState('load');
      let quietRounds = 0;
      while (quietRounds < 2) {
        await expect.poll(() => inFlight.size, { message: 'requests still in flight' }).toBe(0);
        const before = started;
        // A navigation (a redirect the page makes) may replace the document mid-round: that round
        // simply does not count.
        const drawn = await page.evaluate(twoFrames).then(
          () => true,
          () => false,
        );
        quietRounds = drawn && started === before && inFlight.size === 0 ? quietRounds + 1 : 0;
      }
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The demo SSO's sign-in address as the portal sends the browser there, to come back to `path`:
 * the return address is a full one on the portal's origin (docs/product/session.md#sso-sign-in).
 */
export const signInFor = (path: string) =>
  new RegExp(`/sso/login\\?redirect=${escapeRegExp(encodeURIComponent('http://127.0.0.1:'))}\\d+${escapeRegExp(encodeURIComponent(path))}$`);

/** A demo account's token, signed in without the form (the control API). */
export async function tokenFor(page: Page, username: string): Promise<string> {
  const reply = await page.request.post('/__demo/login', { data: { username } });
  expect(reply.ok(), `signing ${username} in`).toBe(true);
  return ((await reply.json()) as { token: string }).token;
}

/** Fills in and sends the demo SSO's sign-in form the browser is on, the captcha's answer from the control API. */
export async function signInOnSsoPage(page: Page, username: string, password = 'Study@2026') {
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  const captchaToken = await page.locator('input[name="captchaToken"]').inputValue();
  const { answer } = (await (await page.request.get(`/__demo/captcha?token=${encodeURIComponent(captchaToken)}`)).json()) as { answer: string };
  await page.getByLabel('图片验证码', { exact: true }).fill(answer);
  await page.getByRole('button', { name: '登录' }).click();
}

/**
 * A backend that keeps `check` as a fixed attribute of the account: its user info says
 * `check: true` even after the session's verification (docs/real-backend.md#the-admin-sites-calls).
 */
export async function keepCheckTrue(page: Page) {
  await page.route('**/pcApi/api/user/info', async (route) => {
    const reply = await route.fetch();
    const body = (await reply.json()) as { data?: Record<string, unknown> };
    await route.fulfill({ response: reply, json: body.data ? { ...body, data: { ...body.data, check: true } } : body });
  });
}
