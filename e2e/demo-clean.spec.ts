import { expect, switchScenario, test, type Page } from './fixtures';

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
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // textContent, not innerText: a record in a closed tab or a clipped line counts too.
  const text = await page.evaluate(() => `${document.title}\n${document.body.textContent ?? ''}`);
  return hostileMarkers.filter((marker) => text.includes(marker));
}

async function signInAsLearner(page: Page): Promise<string> {
  const reply = await page.request.post('/__demo/login', { data: { username: 'learner' } });
  return ((await reply.json()) as { token: string }).token;
}

test.describe('as a visitor', () => {
  for (const route of visitorRoutes) {
    test(route, async ({ page }) => {
      expect(await markersOn(page, route)).toEqual([]);
    });
  }
});

test.describe('as the signed-in learner', () => {
  for (const route of learnerRoutes) {
    test(route, async ({ page }) => {
      const token = await signInAsLearner(page);
      expect(await markersOn(page, `${route}${route.includes('?') ? '&' : '?'}token=${token}`)).toEqual([]);
    });
  }
});

test('the hostile scenario still has them, so the walk above would see them', async ({ page }) => {
  await switchScenario(page, 'hostile');
  const token = await signInAsLearner(page);
  expect(await markersOn(page, `/commendIndex?categoryId=cat-party-faith&token=${token}`)).toEqual(expect.arrayContaining(['<script', 'alert(1)']));
});
