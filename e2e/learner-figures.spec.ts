import { expect as baseExpect, portalHeaders, test, type Locator, type Page } from './fixtures';

/**
 * One set of numbers: every screen that shows the demo learner's figures (the year's hours,
 * the months, classes, courses, topics, certificates) must tell the same story, because the
 * fake backend derives them all from the same records. Figures are read off one screen and
 * compared with another, so a screen or a reply that computes its own version fails here;
 * only the requirement (50 in all, 30 compulsory, 20 elective) is the fixtures' own number.
 */

// Screens load their code on first use; on a busy machine that can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// The fake backend's clock says 2026-03-16; the page's clock is set to the same day, so "this
// year" on the page is the backend's year whatever the day the suite runs.
const fixtureNow = new Date('2026-03-16T09:30:00+08:00');
const year = 2026;
const requirement = { total: 50, compulsory: 30, elective: 20 };

test.beforeEach(async ({ context, baseURL, page }, testInfo) => {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`;
  await context.addCookies([{ name: 'demo-scope', value: scope, url: baseURL! }]);
  expect((await page.request.post('/__demo/reset')).ok()).toBe(true);
  await page.clock.setFixedTime(fixtureNow);
});

/** Signs the learner in as the SSO site returns and opens `path`; later addresses keep the session. */
async function openSignedIn(page: Page, path: string): Promise<string> {
  const { token } = (await (await page.request.post('/__demo/login', { data: { username: 'learner' } })).json()) as { token: string };
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  return token;
}

/** Sums of tenths and halves, compared without float noise. */
const hours = (value: number) => Math.round(value * 100) / 100;
const total = (values: readonly number[]) => hours(values.reduce((sum, value) => sum + value, 0));

/** The one number in a text such as `3 个`, `14`, `23.5 学时`. */
function numberIn(text: string): number {
  const found = /-?\d+(?:\.\d+)?/.exec(text);
  if (!found) throw new Error(`no number in “${text}”`);
  return Number(found[0]);
}

/** Both numbers of `3.5 / 6.5` or `已完成 1 / 4 门课程`. */
function pairIn(text: string): [number, number] {
  const found = /(-?\d+(?:\.\d+)?)\s*\/\s*(-?\d+(?:\.\d+)?)/.exec(text);
  if (!found) throw new Error(`no “a / b” in “${text}”`);
  return [Number(found[1]), Number(found[2])];
}

/** The text of each body row's cells. */
const bodyCells = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.children, (cell) => (cell.textContent ?? '').trim())));

/** A Table's rows once its data (not its loading placeholders) is in. */
async function loadedRows(table: Locator): Promise<string[][]> {
  await expect(table.locator('tr[data-row]').first()).toBeAttached();
  return bodyCells(table);
}

/** The value of a term in a description list (figures, card facts). */
const termValue = (scope: Locator, term: string) => scope.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);

async function progressOf(bar: Locator): Promise<number> {
  await expect(bar).toHaveAttribute('aria-valuenow', /\d/);
  return Number(await bar.getAttribute('aria-valuenow'));
}

interface YearHours {
  total: number;
  compulsory: number;
  required: number;
  compulsoryRequired: number;
  percent: number;
}

/** The study centre's rings for the year (the default rule: total and compulsory). */
async function studyCentreHours(page: Page): Promise<YearHours> {
  const ring = (label: string) => page.getByRole('img', { name: new RegExp(`^${year}年度${label}完成进度：`) });
  const read = async (label: string) => {
    await expect(ring(label)).toBeVisible();
    const name = (await ring(label).getAttribute('aria-label')) ?? '';
    const found = /：(\d+)%，已完成 ([\d.]+) 学时，要求 ([\d.]+) 学时$/.exec(name);
    expect(found, `the ${label} ring's name: ${name}`).not.toBeNull();
    return { percent: Number(found![1]), earned: Number(found![2]), required: Number(found![3]) };
  };
  const all = await read('总学时');
  const compulsory = await read('必修学时');
  return { total: all.earned, compulsory: compulsory.earned, required: all.required, compulsoryRequired: compulsory.required, percent: all.percent };
}

interface MonthRow {
  compulsory: number;
  elective: number;
  sum: number;
}

/** The monthly chart's data table: 月份, 必修, 选修, 合计. */
async function chartMonths(page: Page): Promise<MonthRow[]> {
  const table = page.getByRole('table', { name: `${year}年度各月学时` });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  return (await bodyCells(table)).map(([, compulsory, elective, sum]) => ({ compulsory: Number(compulsory), elective: Number(elective), sum: Number(sum) }));
}

function expectMonthsAddUp(months: readonly MonthRow[], figures: { total: number; compulsory: number }, where: string) {
  for (const [index, month] of months.entries()) expect(hours(month.compulsory + month.elective), `${where}: ${index + 1}月's total`).toBe(month.sum);
  expect(total(months.map((month) => month.sum)), `${where}: the months add up to the year`).toBe(figures.total);
  expect(total(months.map((month) => month.compulsory)), `${where}: the compulsory months add up`).toBe(figures.compulsory);
}

/** The floating toolbar's personal panel, opened. */
async function toolbarHoursText(page: Page): Promise<Locator> {
  const toolbar = page.getByRole('complementary', { name: '快捷工具' });
  await toolbar.getByRole('button', { name: '已登录' }).click();
  // The line's label and figure are apart, so that it breaks between them: the paragraph holds both.
  return toolbar.getByRole('region', { name: /^欢迎您，/ }).locator('p').filter({ hasText: new RegExp(`^${year}年度学时：`) });
}

test('the year’s hours and requirement are the same on every screen that shows them, and the months add up to the year', async ({ page }) => {
  await openSignedIn(page, '/personalCenter');
  const centre = await studyCentreHours(page);
  expect(centre.required).toBe(requirement.total);
  expect(centre.compulsoryRequired).toBe(requirement.compulsory);
  const months = await chartMonths(page);
  expectMonthsAddUp(months, centre, 'study centre');
  const elective = total(months.map((month) => month.elective));
  expect(hours(centre.compulsory + elective)).toBe(centre.total);
  await expect(page.getByText(new RegExp(`^${year}年度累计 `))).toHaveText(new RegExp(`^${year}年度累计 ${centre.total} 学时，其中必修 ${centre.compulsory}、选修 ${elective}；`));

  // The toolbar's panel, on the study centre and on the home page.
  await expect(await toolbarHoursText(page)).toHaveText(`${year}年度学时：${centre.total}（其中必修 ${centre.compulsory}） 学时`);
  await page.goto('/index');
  await expect(await toolbarHoursText(page)).toHaveText(`${year}年度学时：${centre.total}（其中必修 ${centre.compulsory}） 学时`);

  await page.goto('/home');
  await expect(page.getByText(new RegExp(`^${year}年度学时：`))).toHaveText(`${year}年度学时：${centre.total}（其中必修 ${centre.compulsory}）`);

  await page.goto('/intelligentGuidance');
  const guidance = page.getByRole('region', { name: `${year}年度学习进度` });
  await expect(guidance).toContainText(`您已获得 ${centre.total} 学时，年度要求 ${centre.required} 学时。`);
  expect(await progressOf(guidance.getByRole('progressbar', { name: `${year}年度学时完成进度` }))).toBe(centre.percent);

  // The annual statement: its table against the requirement, and its months.
  await page.goto(`/personalYearStuday?year=${year}`);
  const statement = page.getByRole('table', { name: `${year}年度学时完成情况` });
  await expect(statement.getByRole('row', { name: /^总学时/ })).toHaveText(new RegExp(`^总学时${centre.required}${centre.total}`));
  await expect(statement.getByRole('row', { name: /^必修学时/ })).toHaveText(new RegExp(`^必修学时${centre.compulsoryRequired}${centre.compulsory}`));
  expect(await chartMonths(page)).toEqual(months);

  // The learning file: the year among the years, and its months.
  await page.goto(`/learningFile?year=${year}`);
  const years = await loadedRows(page.getByRole('table', { name: '历年获得的学时' }));
  expect(years.find(([label]) => label === `${year}年`)?.[1]).toBe(String(centre.total));
  const fileMonths = await loadedRows(page.getByRole('table', { name: `${year}年度各月获得的学时` }));
  expect(fileMonths.map(([, sum, compulsory, optional]) => ({ compulsory: Number(compulsory), elective: Number(optional), sum: Number(sum) }))).toEqual(months);
  const allYears = total(years.map(([, sum]) => Number(sum)));
  await expect(termValue(page.locator('dl[aria-label="累计学习情况"]'), '累计学时')).toHaveText(String(allYears));

  // The learning archive: one row a year, against the requirement.
  await page.goto('/learningFiles');
  const archive = await loadedRows(page.getByRole('table', { name: '各年度学时与证书' }));
  const archiveYear = archive.find(([label]) => label === `${year}年度`);
  expect(archiveYear?.slice(1, 3)).toEqual([`${centre.total} / ${centre.required}`, `${centre.compulsory} / ${centre.compulsoryRequired}`]);
  await expect(termValue(page.locator('section', { has: page.getByRole('heading', { name: '学习概况' }) }), '累计学时')).toHaveText(String(allYears));

  // The study centre's statistics tab: the same year and the same all-time total.
  await page.goto('/personalCenter?acativeId=9');
  expect(await studyCentreHours(page)).toEqual(centre);
  await expect(termValue(page.locator('section', { has: page.getByRole('heading', { name: '累计学习情况' }) }), '累计学时')).toHaveText(String(allYears));

  // A tenant that counts compulsory and elective hours shows the elective figure against its own requirement.
  expect((await page.request.post('/__demo/tenant', { data: { tenantId: '001.001.065' } })).ok()).toBe(true);
  await page.goto('/personalCenter');
  await expect(page.getByRole('img', { name: `${year}年度选修学时完成进度：${Math.round((elective / requirement.elective) * 100)}%，已完成 ${elective} 学时，要求 ${requirement.elective} 学时` })).toBeVisible();
  await expect(await toolbarHoursText(page)).toHaveText(`${year}年度学时：必修 ${centre.compulsory}，选修 ${elective} 学时`);
});

interface ClassFigures {
  name: string;
  requiredHours: number;
  progress: number;
}

/** Whether a period `2026-03-10 至 2026-06-10` has days in `inYear`. */
function overlapsYear(period: string, inYear: number): boolean {
  const [start, end] = period.split(' 至 ');
  return Boolean(start && end && start <= `${inYear}-12-31` && end >= `${inYear}-01-01`);
}

test('classes: the study centre, the class list, each class page, 智能导学 and the annual statement agree', async ({ page }) => {
  await openSignedIn(page, '/personalCenter?acativeId=2');
  const figures = page.locator('section', { has: page.getByRole('heading', { name: '专题班概况' }) });
  await expect(termValue(figures, '参加专题班')).toHaveText(/^\d+$/);
  const count = numberIn(await termValue(figures, '参加专题班').innerText());
  const ongoing = numberIn(await termValue(figures, '进行中').innerText());
  const graduated = numberIn(await termValue(figures, '已结业').innerText());
  const classHours = numberIn(await termValue(figures, '专题班学时').innerText());
  const cards = page.getByRole('list', { name: '我的专题班' }).getByRole('listitem');
  await expect(cards).toHaveCount(count);
  const centreClasses: ClassFigures[] = [];
  for (const card of await cards.all()) {
    centreClasses.push({
      name: await card.getByRole('heading').innerText(),
      requiredHours: numberIn(await termValue(card, '要求学时').innerText()),
      progress: await progressOf(card.getByRole('progressbar', { name: '学习进度' })),
    });
  }

  // The class list: the same classes, hours and progress, and the hours earned add up to the study centre's.
  await page.goto('/classList');
  await expect(page.getByText(/^共报名 /)).toHaveText(`共报名 ${count} 个专题班，进行中 ${ongoing} 个，已结业 ${graduated} 个，累计获得 ${classHours} 学时。`);
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: '已获 / 要求学时' }) });
  const rows = await loadedRows(table);
  expect(rows.map(([name]) => name).sort()).toEqual(centreClasses.map((item) => item.name).sort());
  const periods = new Map<string, string>();
  const earnedOf = new Map<string, number>();
  for (const [name = '', , period = '', hoursCell = ''] of rows) {
    const [earned, required] = pairIn(hoursCell);
    const card = centreClasses.find((item) => item.name === name)!;
    expect(required, `${name}: required hours`).toBe(card.requiredHours);
    expect(await progressOf(table.getByRole('progressbar', { name: `${name}的学习进度` })), `${name}: progress`).toBe(card.progress);
    periods.set(name, period);
    earnedOf.set(name, earned);
  }
  expect(total([...earnedOf.values()])).toBe(classHours);
  const ongoingNames = rows.filter((row) => row.includes('学习中')).map(([name = '']) => name);
  expect(ongoingNames).toHaveLength(ongoing);
  expect(rows.filter((row) => row.includes('已结业'))).toHaveLength(graduated);

  // Each class page: its hours are its courses' hours, and the learner's progress is the courses finished.
  const links = await table.getByRole('link', { name: /^进入班级：/ }).evaluateAll((anchors) => anchors.map((anchor): [string, string] => [anchor.getAttribute('aria-label') ?? '', anchor.getAttribute('href') ?? '']));
  expect(links).toHaveLength(count);
  for (const [label, href] of links) {
    const name = label.replace('进入班级：', '');
    const card = centreClasses.find((item) => item.name === name)!;
    await page.goto(`${href}&tab=courses`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(termValue(page.locator('main'), '要求学时')).toHaveText(new RegExp(`^${card.requiredHours} 学时`));
    expect(await progressOf(page.getByRole('progressbar', { name: '我的学习进度' })), `${name}: the class page's progress`).toBe(card.progress);
    const courses: Array<{ hours: number; finished: boolean }> = [];
    for (const list of ['必修课程', '选修课程']) {
      const items = page.getByRole('list', { name: list }).getByRole('listitem');
      await expect(items.first()).toBeVisible();
      for (const item of await items.all()) {
        courses.push({ hours: numberIn(await termValue(item, '学时').innerText()), finished: (await item.getByText('已完成', { exact: true }).count()) > 0 });
      }
    }
    expect(total(courses.map((course) => course.hours)), `${name}: its courses' hours`).toBe(card.requiredHours);
    const earned = total(courses.filter((course) => course.finished).map((course) => course.hours));
    expect(earned, `${name}: hours of the courses finished`).toBe(earnedOf.get(name));
    expect(card.progress, `${name}: progress from the courses finished`).toBe(earned >= card.requiredHours ? 100 : Math.floor((earned / card.requiredHours) * 100));
  }

  // 智能导学 leads to every class under way and not finished, with its progress and the hours left.
  await page.goto('/intelligentGuidance');
  const steps = page.getByRole('list', { name: '按顺序完成以下学习' });
  await expect(steps.getByRole('listitem').first()).toBeVisible();
  for (const name of ongoingNames) {
    const card = centreClasses.find((item) => item.name === name)!;
    if (card.progress >= 100) continue;
    const step = steps.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `继续学习「${name}」` }) });
    await expect(step).toContainText(`已完成${card.progress}%`);
    await expect(step).toContainText(`约${hours(card.requiredHours - earnedOf.get(name)!)}学时`);
  }

  // The annual statement counts the classes whose period falls in its year.
  for (const statementYear of [year - 1, year]) {
    await page.goto(`/personalYearStuday?year=${statementYear}`);
    const inYear = [...periods.values()].filter((period) => overlapsYear(period, statementYear)).length;
    await expect(termValue(page.locator('section', { has: page.getByRole('heading', { name: '课程与培训' }) }), '参加专题班')).toHaveText(`${inYear} 个`);
  }
});

test('courses, certificates and topics: the counts on the study centre’s tabs, the statistics and the topic pages agree', async ({ page }) => {
  // 我的课程 by category, against the all-time statistics and the statistics page.
  await openSignedIn(page, '/personalCenter?acativeId=3');
  const categories = await loadedRows(page.getByRole('table', { name: '我的课程分类统计' }));
  const studied = total(categories.map(([, courses]) => Number(courses)));
  const finished = total(categories.map(([, , done]) => Number(done)));
  const credited = total(categories.map(([, , , creditHour]) => Number(creditHour)));
  await page.goto('/learningcourse');
  const statisticsRows = await loadedRows(page.getByRole('table', { name: '我学习的课程按分类统计' }));
  expect(total(statisticsRows.map(([, courses]) => Number(courses)))).toBe(studied);
  expect(total(statisticsRows.map(([, , done]) => Number(done)))).toBe(finished);
  expect(total(statisticsRows.map(([, , , creditHour]) => Number(creditHour)))).toBe(credited);

  await page.goto('/personalCenter?acativeId=9');
  const allTime = page.locator('section', { has: page.getByRole('heading', { name: '累计学习情况' }) });
  await expect(termValue(allTime, '完成课程')).toHaveText(`${finished} / ${studied} 门`);
  const certificateText = termValue(allTime, '获得证书');
  await expect(certificateText).toHaveText(/^\d+ 份$/);
  const certificatesAllTime = numberIn(await certificateText.innerText());

  // 我的证书: the figures are the list's.
  await page.goto('/personalCenter?acativeId=5');
  const certificateFigures = page.locator('section', { has: page.getByRole('heading', { name: '证书概况' }) });
  await expect(termValue(certificateFigures, '证书总数')).toHaveText(String(certificatesAllTime));
  const certificates = await loadedRows(page.getByRole('table', { name: '我的证书' }));
  expect(certificates).toHaveLength(certificatesAllTime);
  const classCertificates = certificates.filter(([, kind]) => kind === '结业证书');
  await expect(termValue(certificateFigures, '学院证书')).toHaveText(String(certificates.filter(([, kind]) => kind === '学院证书').length));
  await expect(termValue(certificateFigures, '结业证书')).toHaveText(String(classCertificates.length));
  await expect(termValue(certificateFigures, '结业证书学时')).toHaveText(String(total(classCertificates.map((row) => Number(row[5])))));
  await page.goto('/learningFile');
  await expect(termValue(page.locator('dl[aria-label="累计学习情况"]'), '获得证书')).toHaveText(new RegExp(`^${certificatesAllTime}\\b`));

  // A class certificate is for a class the learner finished, with that class's hours.
  await page.goto('/classList');
  const classRows = await loadedRows(page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: '已获 / 要求学时' }) }));
  for (const [name, kind, , , , certificateHours] of classCertificates) {
    expect(kind).toBe('结业证书');
    const row = classRows.find(([className]) => name?.startsWith(className ?? '\u0000'));
    expect(row, `${name}: a class of the learner's`).toBeDefined();
    expect(row).toContain('已结业');
    expect(pairIn(row![3]!)[1]).toBe(Number(certificateHours));
  }

  // 我的专题: each topic's progress is its finished courses, as the topic's page lists them.
  await page.goto('/personalCenter?acativeId=4');
  const topics = page.getByRole('list', { name: '我的专题' }).getByRole('listitem');
  await expect(topics.first()).toBeVisible();
  const topicFigures: Array<{ name: string; href: string; finished: number; courses: number; progress: number }> = [];
  for (const topic of await topics.all()) {
    const link = topic.getByRole('heading').getByRole('link');
    const name = await link.innerText();
    const [done, courses] = pairIn(await topic.getByText(/^已完成 /).innerText());
    topicFigures.push({ name, href: (await link.getAttribute('href')) ?? '', finished: done, courses, progress: await progressOf(topic.getByRole('progressbar', { name: `${name}学习进度` })) });
  }
  for (const topic of topicFigures) {
    expect(topic.progress, `${topic.name}: progress from the courses finished`).toBe(Math.round((topic.finished / topic.courses) * 100));
    await page.goto(topic.href);
    await expect(page.getByRole('heading', { level: 1, name: topic.name })).toBeVisible();
    await expect(page.getByText(/^已完成 \d+ \/ \d+ 门课程$/)).toHaveText(`已完成 ${topic.finished} / ${topic.courses} 门课程`);
    expect(await progressOf(page.getByRole('progressbar', { name: '专题学习进度' }))).toBe(topic.progress);
    const courses = page.locator('section', { has: page.getByRole('heading', { name: '专题课程' }) }).getByRole('listitem');
    await expect(courses).toHaveCount(topic.courses);
    await expect(courses.filter({ has: page.getByText('已完成', { exact: true }) })).toHaveCount(topic.finished);
  }
});

test('finishing a class’s course moves the year, the month, the toolbar and the class by the course’s hours', async ({ page }) => {
  // c08 is an article among the electives of a class the learner is in, not yet studied.
  const courseId = 'c08';
  const token = await openSignedIn(page, '/personalCenter');
  const before = await studyCentreHours(page);
  const monthsBefore = await chartMonths(page);
  const toolbarBefore = await toolbarHoursText(page);
  await expect(toolbarBefore).toHaveText(`${year}年度学时：${before.total}（其中必修 ${before.compulsory}） 学时`);

  await page.goto('/classList');
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: '已获 / 要求学时' }) });
  const rowsBefore = await loadedRows(table);
  let classHref = '';
  let course: { name: string; hours: number } | undefined;
  for (const [label, href] of await table.getByRole('link', { name: /^进入班级：/ }).evaluateAll((anchors) => anchors.map((anchor): [string, string] => [anchor.getAttribute('aria-label') ?? '', anchor.getAttribute('href') ?? '']))) {
    await page.goto(`${href}&tab=courses`);
    await expect(page.getByRole('heading', { level: 1, name: label.replace('进入班级：', '') })).toBeVisible();
    await expect(page.getByRole('list', { name: '必修课程' }).getByRole('listitem').first()).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.locator(`a[href*="id=${courseId}"]`) });
    if ((await card.count()) === 0) continue;
    await expect(card.getByText('已完成', { exact: true })).toHaveCount(0);
    classHref = href;
    course = { name: await card.getByRole('heading').innerText(), hours: numberIn(await termValue(card, '学时').innerText()) };
    break;
  }
  expect(course, `a class of the learner's lists ${courseId}`).toBeDefined();
  const className = await page.getByRole('heading', { level: 1 }).innerText();
  const [earnedBefore, required] = pairIn(rowsBefore.find(([name]) => name === className)![3]!);

  // One report of the article's whole reading time, as the reading page sends it, finishes it.
  const reply = await page.request.post('/pcApi/api/study/article/read', { headers: portalHeaders(token), data: { courseId, seconds: 30 } });
  const read = ((await reply.json()) as { data: { completed: boolean; creditedHour: number } }).data;
  expect(read.completed).toBe(true);
  expect(read.creditedHour).toBe(course!.hours);

  // The study centre and the toolbar move together, by the course's hours, in this month.
  await page.goto('/personalCenter');
  const after = await studyCentreHours(page);
  expect(after.total).toBe(hours(before.total + course!.hours));
  expect([before.compulsory, hours(before.compulsory + course!.hours)]).toContain(after.compulsory);
  const monthsAfter = await chartMonths(page);
  expectMonthsAddUp(monthsAfter, after, 'study centre after the course');
  const month = fixtureNow.getMonth();
  expect(monthsAfter[month]!.sum).toBe(hours(monthsBefore[month]!.sum + course!.hours));
  expect(monthsAfter.filter((_, index) => index !== month)).toEqual(monthsBefore.filter((_, index) => index !== month));
  await expect(await toolbarHoursText(page)).toHaveText(`${year}年度学时：${after.total}（其中必修 ${after.compulsory}） 学时`);

  // The class: the hours earned grow by the course's, and the progress follows them on every screen.
  await page.goto(`${classHref}&tab=courses`);
  const progress = hours(earnedBefore + course!.hours) >= required ? 100 : Math.floor(((earnedBefore + course!.hours) / required) * 100);
  expect(await progressOf(page.getByRole('progressbar', { name: '我的学习进度' }))).toBe(progress);
  await expect(page.getByRole('listitem').filter({ has: page.locator(`a[href*="id=${courseId}"]`) }).getByText('已完成', { exact: true })).toBeVisible();
  await page.goto('/classList');
  const rowsAfter = await loadedRows(table);
  expect(pairIn(rowsAfter.find(([name]) => name === className)![3]!)).toEqual([hours(earnedBefore + course!.hours), required]);
  expect(await progressOf(table.getByRole('progressbar', { name: `${className}的学习进度` }))).toBe(progress);
  await page.goto('/personalCenter?acativeId=2');
  const card = page.getByRole('list', { name: '我的专题班' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: className }) });
  expect(await progressOf(card.getByRole('progressbar', { name: '学习进度' }))).toBe(progress);
  await page.goto('/intelligentGuidance');
  await expect(page.getByRole('region', { name: `${year}年度学习进度` })).toContainText(`您已获得 ${after.total} 学时`);
});
