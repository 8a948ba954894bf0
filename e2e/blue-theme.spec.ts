import { baseTokens, themeTokens } from '../packages/ui/src/tokens/tokens';
import { expect, test, watchRequests, type Page } from './fixtures';

/**
 * A blue tenant's pages are blue in their content too, not only in the frame: every picture in
 * the main area is a blue drawing and nothing there is drawn in red, except the danger colour,
 * which marks errors, unread letters and a stream on air in every theme.
 */

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

async function becomeBlueTenant(page: Page) {
  expect((await page.request.post('/__demo/tenant', { data: { tenantId: '001.001.065', theme: 'blue' } })).ok()).toBe(true);
}

async function openSignedIn(page: Page, username: string, path: string) {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
}

/** `#rrggbb` as the browser computes it. */
const computed = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

const danger = computed(baseTokens['color-danger']);

interface Findings {
  /** Pictures in the main area that are not blue drawings. */
  pictures: string[];
  blueDrawings: number;
  /** Elements in the main area with a red colour, as `tag property=value "text"`. */
  reds: string[];
}

/**
 * Every picture in the main area (`<img>` and CSS backgrounds) and every colour its elements
 * and their ::before and ::after compute: text, backgrounds, borders, outlines, shadows and
 * SVG paint. A colour counts as red when its hue is red and it is saturated; the danger colour
 * is let through.
 */
async function look(page: Page): Promise<Findings> {
  return page.locator('main').evaluate((main, allowed) => {
    const properties = [
      'color',
      'background-color',
      'background-image',
      'border-top-color',
      'border-right-color',
      'border-bottom-color',
      'border-left-color',
      'outline-color',
      'text-decoration-color',
      'box-shadow',
      'fill',
      'stroke',
    ];
    const isRed = (red: number, green: number, blue: number) => {
      const highest = Math.max(red, green, blue);
      const spread = highest - Math.min(red, green, blue);
      return red === highest && spread > 60 && Math.abs(green - blue) < spread / 3;
    };
    const redsIn = (value: string) =>
      [...value.matchAll(/rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/g)]
        .filter((match) => match[4] === undefined || Number(match[4]) > 0)
        .filter((match) => isRed(Number(match[1]), Number(match[2]), Number(match[3])))
        .map((match) => `rgb(${match[1]}, ${match[2]}, ${match[3]})`)
        .filter((colour) => colour !== allowed);
    const pictures: string[] = [];
    let blueDrawings = 0;
    const reds = new Set<string>();
    for (const element of [main, ...main.querySelectorAll('*')]) {
      if (element instanceof HTMLImageElement) {
        const address = new URL(element.currentSrc || element.src, location.href).pathname;
        if (address.startsWith('/demo-media/pictures/blue/')) blueDrawings += 1;
        else if (!element.src.startsWith('data:')) pictures.push(address);
      }
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        for (const property of properties) {
          const value = style.getPropertyValue(property);
          if (property === 'background-image' && value.includes('/pictures/red/')) pictures.push(value);
          for (const colour of redsIn(value)) {
            reds.add(`${element.tagName.toLowerCase()}${pseudo ?? ''} ${property}=${colour} "${(element.textContent ?? '').trim().slice(0, 20)}"`);
          }
        }
      }
    }
    return { pictures, blueDrawings, reds: [...reds] };
  }, danger);
}

/** Scrolls to each home section in turn, which is what loads it, and waits for its records. */
async function revealHomeSections(page: Page) {
  for (const name of ['课程推荐', '专题推荐', '网上专题班', '直播课堂', '栏目推荐', '学习排行', '名师讲堂', '数字图书', '党性教育基地']) {
    await page.getByRole('heading', { name, level: 2, exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name, exact: true }).getByRole('listitem').first()).toBeVisible();
  }
}

test('the home page of a blue tenant: blue banners, covers, portraits and accents', async ({ page }) => {
  await becomeBlueTenant(page);
  await openSignedIn(page, 'learner', '/index');
  await expect(page.getByRole('region', { name: '焦点图' }).locator('img').first()).toBeAttached();
  await revealHomeSections(page);
  const { pictures, blueDrawings, reds } = await look(page);
  expect(pictures).toEqual([]);
  expect(blueDrawings).toBeGreaterThan(20);
  expect(reds).toEqual([]);
});

for (const [what, path, heading] of [
  ['course list', '/multipleIndex', '综合素养课程'],
  ['class list', '/projectIndex', '网上专题班'],
  ['live list', '/liveIndex', '直播'],
] as const) {
  test(`the ${what} of a blue tenant: blue covers and accents`, async ({ page }) => {
    await becomeBlueTenant(page);
    const requests = watchRequests(page);
    await openSignedIn(page, 'learner', path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main [data-ratio] > img').first()).toBeAttached();
    await requests.settled();
    const { pictures, blueDrawings, reds } = await look(page);
    expect(pictures).toEqual([]);
    expect(blueDrawings).toBeGreaterThan(3);
    expect(reds).toEqual([]);
  });
}

test('the same look on the red tenant finds its red, so the checks above can fail', async ({ page }) => {
  await openSignedIn(page, 'learner', '/projectIndex');
  await expect(page.getByRole('heading', { level: 1, name: '网上专题班' })).toBeVisible();
  await expect(page.locator('main [data-ratio] > img').first()).toBeAttached();
  const { pictures, blueDrawings, reds } = await look(page);
  expect(blueDrawings).toBe(0);
  expect(pictures.every((address) => address.startsWith('/demo-media/pictures/red/'))).toBe(true);
  expect(pictures.length).toBeGreaterThan(3);
  expect(reds.some((red) => red.includes(computed(baseTokens['color-primary'])))).toBe(true);
});

test('the admin site of a blue tenant marks the current page in blue', async ({ page }) => {
  await becomeBlueTenant(page);
  await openSignedIn(page, 'admin', '/admin/');
  const current = page.getByRole('navigation', { name: '侧边菜单' }).locator('[aria-current="page"]');
  await expect(current).toBeVisible();
  const colours = await current.evaluate((entry) => {
    const style = getComputedStyle(entry);
    return { text: style.color, bar: style.boxShadow };
  });
  const blue = computed(themeTokens.blue['color-primary']!);
  expect(colours.text).toBe(blue);
  expect(colours.bar).toContain(blue);
});
