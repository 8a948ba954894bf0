import { expect, test, watchRequests, type Page, type Route } from './fixtures';

/**
 * Every reply of the portal's two backends (/pcApi/, /apiLive) is fetched for real and handed
 * to the page with each human-written text replaced by a hostile one: markup that runs script
 * if it reaches the DOM as HTML, mutation-XSS forms that survive a naive sanitiser, script
 * addresses, and texts too long or too empty to lay out. Each route is opened in both themes;
 * a test fails on any dialog, any payload that ran, any uncaught exception, a crashed tab, the
 * router's error screen, a page that never shows the hostile texts, or anything left in the DOM
 * that could run on a click (script links, handler attributes, frames). A few stops show a record
 * of the hostile scenario as the fake backend holds it instead, where the record's own texts are
 * the payload (`Stop.stored`). Every stop fails too on a page pushed wider than the window.
 *
 * What counts as human text (the rule the replacement follows):
 * - a string holding a letter outside ASCII or any whitespace: names, titles, summaries, notes,
 *   HTML bodies, messages. Everything the back office types is Chinese, so this catches it;
 * - an address: a string under a key that names one (url, href, link, cover, img, pic, logo,
 *   avatar, icon, src, poster, qrCode, favicon) or one that starts like one (/, http(s):, data:).
 *   Addresses get script and data: addresses instead of markup;
 * - a string that is itself JSON (the sub-site's webConfig) is walked the same way inside.
 * Every marked text ends in half an emoji (a lone surrogate), as a backend that cuts text by
 * UTF-16 units sends it. So does every reference to another record (a key ending in Id: columnId, tbtpId),
 * which keeps its value otherwise: pages build addresses from those, and an encoder that throws
 * on a broken character takes the page down.
 * Kept as they are: the record's own `id` (the page asked for it), the session's identifiers
 * (tenantId, orgId, traineeId, clientId), codes, enum values, tokens, hashes, numbers written as
 * text, dates and times (ASCII without whitespace, or a leading YYYY-MM-DD), empty strings,
 * numbers and booleans. That keeps what the portal needs to start at all (the tenant, the theme's
 * system parameter, the user's roles and org code, the session token) while every text a person
 * could have written is hostile.
 */

const pwned = 'window.__pwned.push';

const halfAnEmoji = '\uD83D';

// Each text starts with a visible marker, so the test can tell the hostile reply reached the
// screen (as text, or as what the sanitiser kept of it) rather than being silently dropped.
const hostileTexts = [
  `XSS<script>${pwned}('script')</script>`,
  `XSS<img src=x onerror="${pwned}('img')">`,
  `XSS<svg onload="${pwned}('svg')"><circle r=1></svg>`,
  `XSS<noscript><p title="</noscript><img src=x onerror=${pwned}('noscript')>"></noscript>`,
  `XSS<math><mtext><table><mglyph><style><img src=x onerror=${pwned}('mglyph')>`,
  `XSS<svg></p><style><a id="</style><img src=1 onerror=${pwned}('svg-style')>">`,
  `XSS<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${pwned}('form-math') src>">`,
  `XSS"><img src=x onerror=${pwned}('attribute')>`,
  `XSS'><details open ontoggle=${pwned}('details')>`,
  `XSS<input autofocus onfocus=${pwned}('autofocus')>`,
  `XSS<a href="javascript:${pwned}('link')">点我</a>`,
  `XSS<iframe srcdoc="<script>parent.${pwned}('srcdoc')</script>"></iframe>`,
  `XSS<a href="data:text/html,<script>${pwned}('data-link')</script>">链接</a>`,
  `XSS&lt;img src=x onerror=${pwned}('entity')&gt;`,
  `XSS</textarea></title></style><img src=x onerror=${pwned}('breakout')>`,
  `XSS${'长'.repeat(20_000)}<img src=x onerror=${pwned}('long')>`,
  `XSS${'a'.repeat(5_000)} ${'\u0301'.repeat(2_000)}`,
  '\u200B\u200C\u200D\u2060\uFEFF',
  `XSS\u202E<img src=x onerror=${pwned}('bidi')>\u202C`,
  `XSS{{constructor.constructor('${pwned}(1)')()}}\${${pwned}('template')}`,
  `XSS\uDC00尾`,
].map((text) => (text.startsWith('XSS') ? `${text}${halfAnEmoji}` : text));

const hostileAddresses = [
  `javascript:${pwned}('address')`,
  ` JaVaScRiPt:${pwned}('address-case')`,
  `\u0001java\tscript:${pwned}('address-control')`,
  `data:text/html,<script>${pwned}('address-data')</script>`,
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  `x" onerror="${pwned}('address-quote')`,
  `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${pwned}('address-svg')"/>`,
];

const referenceKey = /[a-z]Id$/;
const sessionKeys = new Set(['tenantId', 'orgId', 'traineeId', 'clientId']);
const addressKey = /url|href|link|cover|img|image|pic|photo|logo|avatar|icon|src|poster|qrcode|favicon/i;
const addressValue = /^(?:\/|https?:|data:)/i;
const dateLike = /^\d{4}[-/.年]\d{1,2}/;
const asciiWord = /^[\u0021-\u007E]*$/;

/** A number from a string, so each field's payload is the same on every run. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

const pick = <T>(list: readonly T[], seed: string): T => list[hash(seed) % list.length]!;

interface Replaced {
  value: unknown;
  fields: number;
}

function hostileString(value: string, key: string, where: string): Replaced {
  if (value === '' || dateLike.test(value)) return { value, fields: 0 };
  if (referenceKey.test(key) && !sessionKeys.has(key)) return { value: `${value}${halfAnEmoji}`, fields: 1 };
  if (/^[[{]/.test(value.trim())) {
    try {
      const inner = hostileValue(JSON.parse(value) as unknown, key, where);
      if (inner.fields > 0) return { value: JSON.stringify(inner.value), fields: inner.fields };
    } catch {
      // Not JSON after all: it is judged as text below.
    }
  }
  if (addressKey.test(key) || addressValue.test(value)) return { value: pick(hostileAddresses, where), fields: 1 };
  if (asciiWord.test(value)) return { value, fields: 0 };
  return { value: pick(hostileTexts, where), fields: 1 };
}

/** The reply with every human text replaced (the rule above); `where` seeds the choice of payload. */
function hostileValue(value: unknown, key: string, where: string): Replaced {
  if (typeof value === 'string') return hostileString(value, key, where);
  if (Array.isArray(value)) {
    let fields = 0;
    const items = value.map((item, index) => {
      const replaced = hostileValue(item, key, `${where}[${index}]`);
      fields += replaced.fields;
      return replaced.value;
    });
    return { value: items, fields };
  }
  if (value !== null && typeof value === 'object') {
    let fields = 0;
    const entries = Object.entries(value).map(([name, item]) => {
      const replaced = hostileValue(item, name, `${where}.${name}`);
      fields += replaced.fields;
      return [name, replaced.value] as const;
    });
    return { value: Object.fromEntries(entries), fields };
  }
  return { value, fields: 0 };
}

interface Theme {
  name: 'red' | 'blue';
  /** The demo backend's settings for it; the blue theme is its own tenant's. */
  settings: Record<string, string>;
}

const themes: Theme[] = [
  { name: 'red', settings: {} },
  { name: 'blue', settings: { tenantId: '001.001.065', theme: 'blue' } },
];

interface Stop {
  path: string;
  /** Open pages are walked as the visitor they are for. */
  signedOut?: boolean;
  /**
   * A record of the hostile scenario whose own texts are the payload, served as the fake backend
   * holds them rather than replaced on the way: texts no list of payloads above could carry
   * without every page paying for them. `shows` is what of them must reach the screen.
   */
  stored?: { shows: string };
}

// Records with real ids (as in route-walk.spec.ts), so each page has texts to show.
const stops: Stop[] = [
  { path: '/index' },
  { path: '/subjectList' },
  { path: '/subjectDetail?id=s1' },
  // A topic named 'Z' under a hundred thousand combining marks and a word of twenty thousand
  // letters, on its pages and in the list.
  { path: '/subjectDetail?id=s-overlong', stored: { shows: '超长专题' } },
  { path: '/subjectList?page=2', stored: { shows: '超长专题' } },
  { path: '/openNewSpecialCourseDetail?id=s-overlong', signedOut: true, stored: { shows: '超长专题' } },
  { path: '/openSpecialMobile?id=s-overlong', signedOut: true, stored: { shows: '超长专题' } },
  { path: '/specialReList' },
  { path: '/specialReDetails?id=col1' },
  { path: '/specialReTextDetails?id=ca1' },
  { path: '/openSpecialReDetails?id=col1', signedOut: true },
  { path: '/openNewSpecialCourseDetail?id=s3', signedOut: true },
  { path: '/openSpecialMobile?id=s3', signedOut: true },
  { path: '/openSpecialMobile?id=col1&type=column', signedOut: true },
  { path: '/information' },
  { path: '/informationDetail?id=a01' },
  { path: '/search?k=%E5%AD%A6%E4%B9%A0&t=kc' },
  { path: '/coursedetail?id=c01' },
  { path: '/coursetextdetail?id=c04' },
  { path: '/imagetext?id=c04' },
  { path: '/discussRoom?id=c01' },
  { path: '/openCourseDetail?id=c01', signedOut: true },
  { path: '/share?id=c04', signedOut: true },
  { path: '/comment/postDetail?id=post-01' },
  { path: '/task/taskDetail?id=task-01' },
  { path: '/personalCenter' },
  { path: '/messageCenter' },
  { path: '/peoplelists' },
  { path: '/learningcourse' },
  { path: '/projectIndex' },
  { path: '/projectDetail?id=tbtp-02' },
  { path: '/classNotice?id=tbtp-02' },
  { path: '/openProjectDetail?id=tbtp-02', signedOut: true },
  { path: '/liveDetail?id=live-01' },
  { path: '/masterLectureHall/info?id=t01' },
  { path: '/operateGuide', signedOut: true },
];

declare global {
  interface Window {
    __pwned: unknown[];
    __seenBroken: WeakSet<HTMLImageElement>;
  }
}

/** Serves every backend reply with its human texts hostile; counts the fields replaced. */
async function serveHostileReplies(page: Page, seed: string) {
  const served = { fields: 0 };
  const handle = async (route: Route) => {
    const response = await route.fetch();
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      await route.fulfill({ response });
      return;
    }
    const path = new URL(route.request().url()).pathname;
    const replaced = hostileValue(json, '', `${seed}${path}`);
    served.fields += replaced.fields;
    await route.fulfill({ response, json: replaced.value });
  };
  // A reply still on its way when the test ends has no page left to go to.
  const quietly = (route: Route) => handle(route).catch(() => route.abort().catch(() => undefined));
  await page.route('**/pcApi/**', quietly);
  await page.route('**/apiLive/**', quietly);
  return served;
}

/** Dialogs, uncaught exceptions, crashes and popups: each is a failure here. */
function watchForHarm(page: Page): string[] {
  const harm: string[] = [];
  page.on('dialog', (dialog) => {
    harm.push(`dialog (${dialog.type()}): ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => harm.push(`exception: ${error.message.slice(0, 300)}`));
  page.on('crash', () => harm.push('the tab crashed'));
  page.on('popup', (popup) => harm.push(`popup: ${popup.url()}`));
  return harm;
}

/**
 * A screen that threw while rendering: the portal's 页面出错了 (components/RouteFailed), or React
 * Router's developer page should a route ever be left without it.
 */
const failedScreen = (page: Page) =>
  page.getByRole('heading', { name: '页面出错了' }).or(page.getByText('Unexpected Application Error'));

/** What in the document could run script, now or on a click; empty when inert. */
function executableInDom(): string[] {
  const found: string[] = [];
  // Browsers skip whitespace and control characters inside a scheme.
  // eslint-disable-next-line no-control-regex
  const scheme = (value: string) => value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const describe = (element: Element) => element.outerHTML.slice(0, 200);
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const { name } of Array.from(element.attributes)) {
      if (name.toLowerCase().startsWith('on')) found.push(`handler attribute ${name}: ${describe(element)}`);
    }
  }
  for (const link of Array.from(document.querySelectorAll('a[href], area[href]'))) {
    if (/^(?:javascript|vbscript|data):/.test(scheme(link.getAttribute('href') ?? ''))) found.push(`script link: ${describe(link)}`);
  }
  for (const element of Array.from(document.querySelectorAll('[action], [formaction]'))) {
    const target = element.getAttribute('action') ?? element.getAttribute('formaction') ?? '';
    if (/^(?:javascript|vbscript|data):/.test(scheme(target))) found.push(`script form target: ${describe(element)}`);
  }
  for (const frame of Array.from(document.querySelectorAll('iframe, frame, object, embed'))) {
    const target = frame.getAttribute('src') ?? frame.getAttribute('data') ?? '';
    if (frame.hasAttribute('srcdoc') || /^(?:javascript|vbscript|data):/.test(scheme(target))) found.push(`frame: ${describe(frame)}`);
  }
  for (const script of Array.from(document.querySelectorAll('script'))) {
    if (script.textContent.includes('__pwned')) found.push(`script element: ${describe(script)}`);
  }
  for (const refresh of Array.from(document.querySelectorAll('meta[http-equiv="refresh" i], base[href]'))) found.push(describe(refresh));
  return found;
}

/**
 * Whether every picture that failed to load had failed already at the previous look. The error
 * event (and an onerror with it) is queued the moment a picture breaks, so a picture seen broken
 * twice, a poll interval apart, has had its handler run. Events are not counted instead: a
 * picture written by innerHTML can break before React attaches it, where no listener on the
 * window hears it, though its onerror still runs.
 */
function failedImagesSettled(): boolean {
  const broken = Array.from(document.images).filter((image) => image.complete && image.naturalWidth === 0 && image.currentSrc !== '');
  const settled = broken.every((image) => window.__seenBroken.has(image));
  for (const image of broken) window.__seenBroken.add(image);
  return settled;
}

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  await page.addInitScript(() => {
    window.__pwned = [];
    window.__seenBroken = new WeakSet();
  });
});

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

for (const theme of themes) {
  test.describe(`${theme.name} theme`, () => {
    for (const stop of stops) {
      test(`${stop.path}${stop.signedOut ? ' (signed out)' : ''}`, async ({ page }) => {
        const scenario = stop.stored ? { scenario: 'hostile' } : {};
        expect((await page.request.post('/__demo/reset', { data: { ...theme.settings, ...scenario } })).ok()).toBe(true);
        const harm = watchForHarm(page);
        const requests = watchRequests(page);
        const served = stop.stored ? undefined : await serveHostileReplies(page, theme.name);
        const shows = stop.stored?.shows ?? 'XSS';
        let address = stop.path;
        if (!stop.signedOut) {
          const { token } = (await (await page.request.post('/__demo/login', { data: { username: 'learner' } })).json()) as { token: string };
          address = `${stop.path}${stop.path.includes('?') ? '&' : '?'}token=${token}`;
        }
        await page.goto(address);

        await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', theme.name);
        const main = page.getByRole('main');
        const failed = failedScreen(page);
        await expect(main.filter({ hasText: shows }).or(failed).first()).toBeVisible();
        await expect(failed, 'a screen that threw while rendering').toHaveCount(0);
        await expect(main, 'the hostile texts reach the screen').toContainText(shows);
        await requests.settled();
        await expect.poll(() => page.evaluate(failedImagesSettled)).toBe(true);

        if (served) expect(served.fields, 'texts replaced in the replies').toBeGreaterThan(0);
        await expect(failed, 'a screen that threw while rendering').toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const ran = await page.evaluate(() => window.__pwned);
        const left = await page.evaluate(executableInDom);
        expect({ ran, left, harm }, 'payloads that ran, script left in the DOM, dialogs, exceptions, crashes').toEqual({ ran: [], left: [], harm: [] });
        const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
        expect(width.page, 'a text that pushes the page wider than the window').toBeLessThanOrEqual(width.window);
      });
    }
  });
}
