import { expect, test, watchRequests, type Page } from './fixtures';

/**
 * Every route (docs/product/routes.md#the-route-table), walked: each must end on a screen with its main heading (or be a
 * redirect to one), with no console error, uncaught exception or failed request on the way.
 * Pages anyone may open are walked signed out; the rest as the demo learner. Parameters are
 * fixture records, so each page shows real data.
 */
interface Stop {
  path: string;
  /** Where a redirect lands (pathname). */
  lands?: string;
  signedOut?: boolean;
}

const stops: Stop[] = [
  // Main layout
  { path: '/public', signedOut: true },
  { path: '/home' },
  { path: '/index', signedOut: true },
  { path: '/index' },
  { path: '/search?k=%E5%AD%A6%E4%B9%A0&t=kc' },
  { path: '/information' },
  { path: '/informationDetail?id=a01' },
  { path: '/subcourse?id=c01' },
  { path: '/imagetext?id=c04' },
  // Quizzes
  { path: '/spiceAnswer/spiceAnswerStart' },
  { path: '/spiceAnswer/reviewQuest' },
  { path: '/examManage/startExam?courseId=c15' },
  { path: '/examManage/manageExam?courseId=c15' },
  { path: '/startCultivate/startCultivate' },
  { path: '/startCultivate/CultivateExam' },
  { path: '/solidify/textManage' },
  { path: '/solidify/officialManage' },
  { path: '/solidify/officialExam' },
  { path: '/solidify/textQuest' },
  // Activity plans
  { path: '/scheme' },
  { path: '/cultivate' },
  // Sharing pages
  { path: '/share?id=c04', signedOut: true },
  { path: '/contentShare?id=c01', signedOut: true },
  { path: '/contentShareBook?id=c04', signedOut: true },
  { path: '/enrollmentQrCode?id=tbtp-02', signedOut: true },
  { path: '/errorShare', signedOut: true },
  { path: '/errorCode', signedOut: true },
  // Others
  { path: '/openIntelligentGuidance', signedOut: true },
  { path: '/intelligentGuidance' },
  { path: '/classList' },
  { path: '/honorlists', lands: '/peoplelists' },
  { path: '/peoplelists' },
  { path: '/branchlists' },
  { path: '/comment', lands: '/currentcomment' },
  { path: '/comment/postLists' },
  { path: '/comment/postDetail?id=post-01' },
  { path: '/task', lands: '/currenttask' },
  { path: '/task/taskLists' },
  { path: '/task/taskDetail?id=task-01' },
  { path: '/statistics', lands: '/learningcourse' },
  { path: '/learning', lands: '/learningFile' },
  { path: '/personalCenter' },
  { path: '/personalCenter?acativeId=8' },
  { path: '/subjectList' },
  { path: '/subjectDetail?id=s1' },
  { path: '/specialReList' },
  { path: '/specialReDetails?id=col1' },
  { path: '/specialReTextDetails?id=ca1' },
  { path: '/personalYearStuday' },
  { path: '/personalYearStudayXJ' },
  { path: '/messageCenter' },
  { path: '/learningFiles' },
  // Online classes
  { path: '/project', lands: '/projectIndex' },
  { path: '/projectIndex' },
  { path: '/projectIndexCity' },
  { path: '/projectDetail?id=tbtp-02' },
  { path: '/projectDetailBjcy?id=tbtp-02' },
  { path: '/previewList' },
  { path: '/preview?id=sv-01' },
  { path: '/evaluationPreview?id=sv-01' },
  { path: '/projectDetailCxda?id=tbtp-04', lands: '/projectDetailCxda/myClass' },
  { path: '/projectDetailCxda/myClass?id=tbtp-04' },
  { path: '/projectDetailCxda/myExam?id=tbtp-04' },
  { path: '/projectDetailCxda/completionSchedule?id=tbtp-04' },
  { path: '/projectDetailCxda/excellentProgress?id=tbtp-04' },
  { path: '/projectDetailBwgl?id=tbtp-02' },
  { path: '/classNotice?id=tbtp-02' },
  { path: '/projectDetailBjdt?id=tbtp-02' },
  { path: '/projectDetailGrbjzy?id=tbtp-02' },
  { path: '/projectStartExam?id=tbtp-04' },
  { path: '/projectReviewQuest?id=tbtp-04' },
  // Live
  { path: '/live', lands: '/liveIndex' },
  { path: '/liveDetail?id=live-01' },
  { path: '/liveOfflinedetail?id=live-03' },
  { path: '/liveBack?id=live-03' },
  { path: '/liveInit?id=live-01' },
  // Open pages
  { path: '/open?id=tbtp-02', lands: '/openProjectDetail', signedOut: true },
  { path: '/openProjectDetail?id=tbtp-02', signedOut: true },
  { path: '/openCourseDetail?id=c01', signedOut: true },
  { path: '/openSpecialReDetails?id=col1', signedOut: true },
  { path: '/openNewSpecialCourseDetail?id=s3', signedOut: true },
  { path: '/openNewGoodCourseDetail?id=c01', signedOut: true },
  { path: '/openCourseTextDetail?id=c04', signedOut: true },
  { path: '/openBjcy?id=tbtp-02', signedOut: true },
  { path: '/openSeeView?id=c17', signedOut: true },
  { path: '/openSpecialMobile?id=s3', signedOut: true },
  { path: '/openCourseDetailMobile?id=c01', signedOut: true },
  // Also
  { path: '/guide', lands: '/operateGuide', signedOut: true },
  { path: '/operateGuide', signedOut: true },
  { path: '/masterLectureHall', lands: '/masterLectureHall/list' },
  { path: '/masterLectureHall/info?id=t01' },
  { path: '/commend', lands: '/commendIndex' },
  { path: '/coursedetail?id=c01' },
  { path: '/discussRoom?id=c01' },
  { path: '/coursetextdetail?id=c04' },
  { path: '/literary', lands: '/literaryIndex' },
  { path: '/multiple', lands: '/multipleIndex' },
  { path: '/404', signedOut: true },
  { path: '/startClient', signedOut: true },
  { path: '/h5Question' },
  { path: '/siteMap' },
];

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

for (const stop of stops) {
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
