import { expect, switchScenario, test, watchRequests, type Page } from './fixtures';

/**
 * The default demo is what a tenant's reviewer sees, so it must hold none of the records that
 * prove the screens safe (they live in the hostile scenario, switchScenario(page, 'hostile')).
 * Each page is walked on the demo as the demo server starts it, as a visitor where a visitor may
 * look and as the signed-in learner, and fails when its text shows any mark of those records.
 * The routes are the ones whose lists and pages held hostile, endless or empty records before,
 * with later pages of lists, where such records sat.
 */
const hostileMarkers = ['<script', 'onerror', 'javascript:', '安全测试', '安全演示', '超长', '无标题', 'alert(1)'];

/** Pages anyone may open (docs/adr/0016-pages-open-without-sign-in.md). */
const visitorRoutes = [
  '/index',
  '/public',
  '/operateGuide',
  '/share?id=c04',
  '/contentShare?id=c01',
  '/contentShareBook?id=c04',
  '/openProjectDetail?id=tbtp-03',
  '/openBjcy?id=tbtp-03',
  '/openCourseDetail?id=c01',
  '/openNewGoodCourseDetail?id=c01',
  '/openCourseTextDetail?id=c04',
  '/openSpecialReDetails?id=col4',
  '/openNewSpecialCourseDetail?id=s3',
  '/openNewSpecialCourseDetail?id=s6',
  '/openSpecialMobile?id=s3',
  '/openSpecialMobile?id=col4&type=column',
  '/openCourseDetailMobile?id=c01',
  '/openSeeView?id=c17',
  '/openIntelligentGuidance',
];

/** Pages of the signed-in learner: every list and detail that carried such records. */
const learnerRoutes = [
  '/index',
  '/search?k=%E5%AD%A6%E4%B9%A0&t=kc',
  '/search?k=%E5%AE%89%E5%85%A8&t=zx',
  '/information',
  '/information?page=2',
  '/informationDetail?id=article-01',
  '/commendIndex',
  '/commendIndex?categoryId=cat-party-faith',
  '/commendIndex?categoryId=cat-theory-history',
  '/multipleIndex',
  '/literaryIndex',
  '/coursedetail?id=c01',
  '/discussRoom?id=c01',
  '/subjectList',
  '/subjectList?page=2',
  '/subjectDetail?id=s3',
  '/subjectDetail?id=s6',
  '/specialReList',
  '/specialReDetails?id=col4',
  '/masterLectureHall/list',
  '/projectIndex',
  '/projectIndex?page=2',
  '/projectIndexCity',
  '/classList',
  '/projectDetail?id=tbtp-03',
  '/classNotice?id=tbtp-03',
  '/projectDetailBjdt?id=tbtp-03',
  '/comment/postLists',
  '/comment/postLists?page=2',
  '/comment/postDetail?id=post-01',
  '/task/taskLists',
  '/peoplelists',
  '/branchlists',
  '/liveIndex',
  '/previewList',
  '/solidify/textManage',
  '/solidify/textQuest',
  '/messageCenter',
  '/learningFiles',
  '/personalCenter?acativeId=1',
  '/personalCenter?acativeId=2',
  '/personalCenter?acativeId=3',
  '/personalCenter?acativeId=4',
  '/personalCenter?acativeId=6',
  '/personalCenter?acativeId=12',
];

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  // A reset returns to the scenario the server started with: the default demo.
  const reset = await page.request.post('/__demo/reset');
  expect(reset.ok()).toBe(true);
  expect(((await reset.json()) as { scenario: string }).scenario).toBe('demo');
});

/** Opens the page, waits for its heading and its own requests, and gives the marks its text shows. */
async function markersOn(page: Page, address: string): Promise<string[]> {
  const requests = watchRequests(page);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await requests.settled();
  // textContent, not innerText: a record in a closed tab or a clipped line counts too.
  const text = await page.evaluate(() => `${document.title}\n${document.body.textContent ?? ''}`);
  return hostileMarkers.filter((marker) => text.includes(marker));
}

/**
 * The page's pictures (every Image given a ratio: covers, banners, portraits, book covers, honour
 * photos) that did not load as a drawn picture: still missing, failed, or a data: URL (the
 * fallback, or the gradients the demo used to hand out). Lazy ones are switched to eager first,
 * so those below the fold or in a later slide load too, and the check waits for every one.
 */
async function picturesNotLoaded(page: Page): Promise<{ count: number; problems: string[] }> {
  const frames = page.locator('[data-ratio]');
  let problems: string[] = [];
  // Sections keep mounting (and bringing pictures) while the page settles, so every round makes
  // the lazy pictures eager and looks again, until no picture is still on its way.
  await expect
    .poll(async () => {
      const states = await page.evaluate(() => {
        for (const image of document.querySelectorAll<HTMLImageElement>('[data-ratio] > img[loading="lazy"]')) image.loading = 'eager';
        return [...document.querySelectorAll('[data-ratio]')].map((frame) => {
          const image = frame.querySelector('img');
          if (!image) return 'a picture that failed to load';
          if (image.src.startsWith('data:')) return `a data: URL instead of a picture (${image.src.slice(0, 40)}…)`;
          if (!image.complete) return 'loading';
          if (image.naturalWidth === 0) return `${image.src} did not load`;
          return 'loaded';
        });
      });
      problems = states.filter((state) => state !== 'loaded' && state !== 'loading');
      return states.includes('loading') ? 'loading' : 'settled';
    })
    .toBe('settled');
  return { count: await frames.count(), problems };
}

async function signInAsLearner(page: Page): Promise<string> {
  const reply = await page.request.post('/__demo/login', { data: { username: 'learner' } });
  return ((await reply.json()) as { token: string }).token;
}

test.describe('as a visitor', () => {
  for (const route of visitorRoutes) {
    test(route, async ({ page }) => {
      expect(await markersOn(page, route)).toEqual([]);
      expect((await picturesNotLoaded(page)).problems).toEqual([]);
    });
  }
});

test.describe('as the signed-in learner', () => {
  for (const route of learnerRoutes) {
    test(route, async ({ page }) => {
      const token = await signInAsLearner(page);
      expect(await markersOn(page, `${route}${route.includes('?') ? '&' : '?'}token=${token}`)).toEqual([]);
      expect((await picturesNotLoaded(page)).problems).toEqual([]);
    });
  }
});

test('the home page shows its banners and covers as drawn pictures, below the fold too', async ({ page }) => {
  await markersOn(page, '/index');
  // The home page's sections below the fold mount as they come into view: scroll on until pictures
  // of three kinds have been asked for.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 600);
      return page.locator('[data-ratio] > img').evaluateAll((images) => new Set(images.map((image) => /pictures\/red\/([a-z]+)-/.exec((image as HTMLImageElement).src)?.[1])).size);
    })
    .toBeGreaterThanOrEqual(3);
  const { count, problems } = await picturesNotLoaded(page);
  expect(problems).toEqual([]);
  expect(count).toBeGreaterThan(10);
  const sources = await page.locator('[data-ratio] > img').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
  for (const kind of ['banner-', 'course-']) expect(sources.some((source) => source.startsWith(`/demo-media/pictures/red/${kind}`)), kind).toBe(true);
});

test('a blue tenant’s pages show the blue drawings', async ({ page }) => {
  expect((await page.request.post('/__demo/tenant', { data: { tenantId: '001.001.065', theme: 'blue' } })).ok()).toBe(true);
  await markersOn(page, '/index');
  expect((await picturesNotLoaded(page)).problems).toEqual([]);
  const sources = await page.locator('[data-ratio] > img').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
  expect(sources.length).toBeGreaterThan(0);
  expect(sources.filter((source) => !source.startsWith('/demo-media/pictures/blue/'))).toEqual([]);
});

test('the hostile scenario still has them, so the walk above would see them', async ({ page }) => {
  await switchScenario(page, 'hostile');
  const token = await signInAsLearner(page);
  expect(await markersOn(page, `/commendIndex?categoryId=cat-party-faith&token=${token}`)).toEqual(expect.arrayContaining(['<script', 'alert(1)']));
});
