import { expect, portalHeaders, signInFor, test, type Locator, type Page } from './fixtures';

// Video study on the demo server, playing course c15's real lecture (/demo-media/lecture-digital.webm,
// about three minutes) under Playwright's fake clock: the clock drives the report timer, the
// media pipeline plays the video in real time. Fixture c15: the learner stopped at 18 s and has
// watched up to 25 s, not completed, a 0.1-学时 微课 with an in-class test.

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
});

const progressPath = '/pcApi/api/study/progress';
const startPath = '/pcApi/api/study/start';
const endPath = '/pcApi/api/study/v2/end';

async function openSignedIn(page: Page, username: string, path: string) {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  return token;
}

/** The bodies of the requests the page sends to `path`, as they go. */
function requestsTo(page: Page, path: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) bodies.push(JSON.parse(request.postData() ?? '{}') as Record<string, unknown>);
  });
  return bodies;
}

const player = (page: Page) => page.locator('video');
const positionOf = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);
const isPaused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused);

/**
 * Waits for the video's metadata and, when given, for the player to stand at the resume
 * position: the player moves there in its loadedmetadata handler, a task after readyState rises.
 */
async function loaded(page: Page, resumeAt?: number) {
  await expect.poll(() => player(page).evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  if (resumeAt !== undefined) await expect.poll(() => positionOf(player(page))).toBe(resumeAt);
}

/** Starts playback as a learner does, with the keyboard on the focused player (a user gesture). */
async function play(page: Page) {
  const started = page.waitForResponse((response) => new URL(response.url()).pathname === startPath);
  await player(page).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => isPaused(player(page))).toBe(false);
  expect(((await (await started).json()) as { success: boolean }).success).toBe(true);
}

test('resumes at the saved position and reports progress about every 60 s of playing', async ({ page }) => {
  // Paused: the report timer moves only when the test says so, however slow the machine.
  await page.clock.install({ time: new Date('2026-11-21T08:00:00+08:00') });
  await page.clock.pauseAt(new Date('2026-11-21T08:00:01+08:00'));
  await openSignedIn(page, 'learner', '/subcourse?id=c15');
  await expect(page.getByRole('heading', { level: 1, name: '数字政府建设实务' })).toBeVisible();
  await loaded(page, 18);

  const reports = requestsTo(page, progressPath);
  await play(page);
  await expect(page.getByText('正在记录学习进度')).toBeVisible();
  await page.clock.runFor(55_000);
  expect(reports).toHaveLength(0);
  await page.clock.runFor(6_000);
  await expect.poll(() => reports.length).toBe(1);
  const first = reports[0]!;
  expect(first.recordId).toMatch(/^rec-/);
  expect(first.position as number).toBeGreaterThanOrEqual(18);

  await page.clock.runFor(60_000);
  await expect.poll(() => reports.length).toBe(2);

  // Paused, the player sends nothing however long the page stays open.
  await player(page).evaluate((element: HTMLVideoElement) => element.pause());
  await page.clock.runFor(180_000);
  expect(reports).toHaveLength(2);

  // Back to 0:05 and away to another tab: the position is saved, and the next visit resumes there.
  await player(page).evaluate((element: HTMLVideoElement) => {
    element.currentTime = 5;
  });
  await expect.poll(() => positionOf(player(page))).toBe(5);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => reports.length).toBe(3);
  expect(reports[2]!.position).toBe(5);
  await page.reload();
  await loaded(page);
  await expect.poll(() => positionOf(player(page))).toBe(5);
});

test('closing the tab while the video plays saves the position', async ({ page, context }) => {
  const token = await openSignedIn(page, 'learner', '/subcourse?id=c15');
  await loaded(page);
  await play(page);
  await page.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).currentTime > 19.5);
  await page.close({ runBeforeUnload: true });

  // The report leaves with the closing page and may land a moment after close() returns.
  const savedPosition = async () => {
    const reply = await context.request.get('/pcApi/api/portal/course/get?id=c15', { headers: portalHeaders(token) });
    return ((await reply.json()) as { data: { studyTimes: number } }).data.studyTimes;
  };
  await expect.poll(savedPosition, { timeout: 10_000 }).toBeGreaterThanOrEqual(19.5);
});

test('before the first completion the learner cannot seek past the furthest point watched', async ({ page }) => {
  await openSignedIn(page, 'learner', '/subcourse?id=c15');
  // Seek only once the player stands at the resume point, or its own move there would undo ours.
  await loaded(page, 18);
  const video = player(page);

  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 36;
  });
  await expect(page.locator('[data-video-frame]').getByText('完成学习前不能拖动到未观看的位置')).toBeVisible();
  await expect.poll(() => positionOf(video)).toBe(25);

  // Going back over what was watched is free.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 5;
  });
  await expect.poll(() => positionOf(video)).toBe(5);

  // A completed course (c01) may be watched from anywhere.
  await page.goto('/subcourse?id=c01');
  await loaded(page);
  await player(page).evaluate((element: HTMLVideoElement) => {
    element.currentTime = 36;
  });
  await expect.poll(() => positionOf(player(page))).toBe(36);
  await expect(page.locator('[data-video-frame]').getByText('完成学习前不能拖动到未观看的位置')).toBeHidden();
});

test('at the end the record is closed, the hours credited are shown and the in-class test is offered', async ({ page }) => {
  await page.clock.install();
  await openSignedIn(page, 'learner', '/subcourse?id=c15');
  await loaded(page);
  const record = page.getByRole('region', { name: '学习记录' });
  await expect(record.getByText('0 / 0.1 学时')).toBeVisible();
  const ends = requestsTo(page, endPath);

  await play(page);
  // The fastest playback Chromium allows, so the rest of the lecture takes seconds, not minutes.
  const duration = await player(page).evaluate((element: HTMLVideoElement) => {
    element.playbackRate = 16;
    return element.duration;
  });
  await expect.poll(() => ends.length, { timeout: 45_000 }).toBe(1);
  expect(ends[0]!.position as number).toBeGreaterThanOrEqual(Math.floor(duration) - 1);

  await expect(record.getByText('本课程已学完，本次获得 0.1 学时。')).toBeVisible();
  await expect(record.getByText('0.1 / 0.1 学时')).toBeVisible();
  await expect(record.getByText('已完成', { exact: true })).toBeVisible();
  const test = record.getByRole('link', { name: '参加随堂测试' });
  await expect(test).toHaveAttribute('href', '/examManage/startExam?courseId=c15');

  // Completed: seeking is free from now on.
  await player(page).evaluate((element: HTMLVideoElement) => {
    element.currentTime = 10;
    element.currentTime = 30;
  });
  await expect.poll(() => positionOf(player(page))).toBe(30);
});

test('a refused progress report pauses the player and shows the server’s message', async ({ page }) => {
  const message = '当前课程正在其他设备学习';
  expect((await page.request.post('/__demo/faults', { data: { path: 'api/study/progress', businessMessage: message, times: 1 } })).ok()).toBe(true);
  await page.clock.install();
  await openSignedIn(page, 'learner', '/subcourse?id=c15');
  await loaded(page);
  const reports = requestsTo(page, progressPath);

  await play(page);
  await page.clock.runFor(61_000);
  await expect.poll(() => reports.length).toBe(1);
  await expect(page.locator('[data-video-frame]').getByText(message)).toBeVisible();
  await expect.poll(() => isPaused(player(page))).toBe(true);
  await expect(page.getByText('开始播放即记录学习进度')).toBeVisible();

  // Nothing more is reported for the refused record.
  await page.clock.runFor(180_000);
  expect(reports).toHaveLength(1);
});

test('only one video plays at a time across the portal’s tabs', async ({ page, context }) => {
  await openSignedIn(page, 'learner', '/subcourse?id=c15');
  await loaded(page, 18);
  await play(page);
  // From the start, so the lecture is still playing however slowly the second tab opens.
  await player(page).evaluate((element: HTMLVideoElement) => {
    element.currentTime = 0;
  });

  const other = await context.newPage();
  await openSignedIn(other, 'learner', '/subcourse?id=c17');
  await loaded(other);
  await player(other).focus();
  await other.keyboard.press('Space');
  await expect(other.locator('[data-video-frame]').getByText('当前视频正在播放，不能切换！')).toBeVisible();
  await expect.poll(() => isPaused(player(other))).toBe(true);
  await expect.poll(() => isPaused(player(page))).toBe(false);

  // Once the first tab pauses, the second may play.
  await player(page).evaluate((element: HTMLVideoElement) => element.pause());
  await player(other).focus();
  await other.keyboard.press('Space');
  await expect.poll(() => isPaused(player(other))).toBe(false);
  await expect(other.locator('[data-video-frame]').getByText('当前视频正在播放，不能切换！')).toBeHidden();
});

test.describe('image-text study and the pages that show a course to anyone', () => {
  test('reading an image-text course counts the time in view until the server completes it', async ({ page }) => {
    await page.clock.install();
    await openSignedIn(page, 'learner', '/imagetext?id=c04');
    await expect(page.getByRole('heading', { level: 1, name: '以中国式现代化全面推进强国建设、民族复兴伟业' })).toBeVisible();
    const record = page.getByRole('region', { name: '阅读记录' });
    // The fixture learner has read 10 of the 30 seconds.
    await expect(record.getByText('10 / 30 秒')).toBeVisible();
    await page.clock.runFor(10_500);
    await expect(record.getByText('20 / 30 秒')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(record.getByText('本课程已学完，本次获得 0.1 学时。')).toBeVisible();
    await expect(record.getByText('0.1 / 0.1 学时')).toBeVisible();
  });

  test('a shared video plays for anyone without a study record and leads to sign-in to study', async ({ page }) => {
    const starts = requestsTo(page, startPath);
    await page.goto('/contentShare?id=c15');
    await expect(page.getByRole('heading', { level: 1, name: '数字政府建设实务' })).toBeVisible();
    await expect(page.getByRole('region', { name: '课程简介' })).toBeVisible();
    await loaded(page);
    await player(page).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => isPaused(player(page))).toBe(false);
    await player(page).evaluate((element: HTMLVideoElement) => element.pause());
    expect(starts).toHaveLength(0);

    await page.getByRole('link', { name: '登录学习' }).click();
    await expect(page).toHaveURL(signInFor('/subcourse?id=c15'));
  });

  test('a shared image-text course and the open viewing page show the course; an unknown one goes to /errorShare', async ({ page }) => {
    await page.goto('/contentShareBook?id=c04');
    await expect(page.getByRole('heading', { level: 1, name: '以中国式现代化全面推进强国建设、民族复兴伟业' })).toBeVisible();
    await expect(page.getByText('中国式现代化是人口规模巨大的现代化')).toBeVisible();

    await page.goto('/openSeeView?id=c17');
    await expect(page.getByRole('heading', { level: 1, name: '人工智能赋能政务服务' })).toBeVisible();
    await expect(page.getByLabel('人工智能赋能政务服务', { exact: true })).toBeVisible();

    await page.goto('/contentShare?id=no-such-course');
    await expect(page).toHaveURL(/\/errorShare$/);
  });
});
