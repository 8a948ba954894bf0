import { expect, portalHeaders, test } from './fixtures';
import { answer, clockRunsUntil, openSignedIn, questionPanel, resetOwnDemoBackend, saveState, startPaper, type GivenAnswer } from './examHelpers';

// Each test gets its own backend on the shared demo server.
test.beforeEach(async ({ context, baseURL, page }, testInfo) => resetOwnDemoBackend({ context, baseURL, page }, testInfo));

interface ExamKindCase {
  label: string;
  /** The kind's list ("manage") page and the way in from it. */
  list: string;
  startLink: string;
  examId: string;
  questionCount: number;
  /** The first three questions: their type and right answer. */
  firstThree: GivenAnswer[];
  /** What the first three are worth together. */
  firstThreeScore: number;
  /** Where 查看解析 leads. */
  review: RegExp;
  /** Minutes, for a timed paper. */
  limitMinutes: number | null;
  takePath: string;
  /** Where the result leads back to. */
  back: { name: string; href: string };
  /** No limit on attempts: the result always offers another. */
  unlimited: boolean;
}

const kinds: ExamKindCase[] = [
  {
    label: '趣味答题',
    list: '/spiceAnswer/spiceAnswerStart',
    startLink: '开始答题：党史知识趣味答题',
    examId: 'exam-fun-001',
    questionCount: 10,
    firstThree: [{ type: 'radio', answer: ['B'] }, { type: 'radio', answer: ['B'] }, { type: 'radio', answer: ['C'] }],
    firstThreeScore: 30,
    review: /\/spiceAnswer\/reviewQuest\?recordId=/,
    limitMinutes: null,
    takePath: '/spiceAnswer/spiceAnswerStart',
    back: { name: '返回列表', href: '/spiceAnswer/spiceAnswerStart' },
    unlimited: true,
  },
  {
    label: '随堂测试',
    list: '/examManage/manageExam?courseId=c15',
    startLink: '开始答题：随堂测试：数字政府建设实务',
    examId: 'exam-c15',
    questionCount: 5,
    firstThree: [{ type: 'radio', answer: ['B'] }, { type: 'radio', answer: ['C'] }, { type: 'radio', answer: ['A'] }],
    firstThreeScore: 60,
    review: /\/examManage\/startExam\?recordId=/,
    limitMinutes: null,
    takePath: '/examManage/startExam',
    back: { name: '返回本课程测试', href: '/examManage/manageExam?courseId=c15' },
    unlimited: false,
  },
  {
    label: '培训考试',
    list: '/startCultivate/CultivateExam',
    startLink: '开始答题：2026年度公务员在职培训考试',
    examId: 'exam-training-001',
    questionCount: 10,
    firstThree: [{ type: 'radio', answer: ['B'] }, { type: 'radio', answer: ['B'] }, { type: 'checkbox', answer: ['A', 'B', 'C', 'D'] }],
    firstThreeScore: 30,
    review: /\/startCultivate\/startCultivate\?recordId=/,
    limitMinutes: 30,
    takePath: '/startCultivate/startCultivate',
    back: { name: '返回列表', href: '/startCultivate/CultivateExam' },
    unlimited: false,
  },
  {
    label: '模拟测验',
    list: '/solidify/textManage',
    startLink: '开始答题：数字素养与技能模拟测验',
    examId: 'exam-mock-001',
    questionCount: 10,
    firstThree: [{ type: 'radio', answer: ['C'] }, { type: 'radio', answer: ['C'] }, { type: 'checkbox', answer: ['A', 'B', 'D'] }],
    firstThreeScore: 30,
    review: /\/solidify\/textQuest\?recordId=/,
    limitMinutes: 20,
    takePath: '/solidify/officialExam',
    back: { name: '返回列表', href: '/solidify/textManage' },
    unlimited: true,
  },
  {
    label: '正式测验',
    list: '/solidify/officialManage',
    startLink: '开始答题：党内法规知识正式测验',
    examId: 'exam-formal-001',
    questionCount: 12,
    firstThree: [{ type: 'radio', answer: ['B'] }, { type: 'radio', answer: ['B'] }, { type: 'radio', answer: ['B'] }],
    firstThreeScore: 24,
    review: /\/solidify\/textQuest\?recordId=/,
    limitMinutes: 45,
    takePath: '/solidify/officialExam',
    back: { name: '返回列表', href: '/solidify/officialManage' },
    unlimited: false,
  },
  {
    label: '专题班考试',
    list: '/projectStartExam',
    startLink: '参加考试：教育系统师德师风建设专题班结业考试',
    examId: 'exam-class-001',
    questionCount: 10,
    firstThree: [{ type: 'radio', answer: ['B'] }, { type: 'radio', answer: ['B'] }, { type: 'checkbox', answer: ['A', 'B', 'C'] }],
    firstThreeScore: 30,
    review: /\/projectReviewQuest\?recordId=/,
    limitMinutes: 60,
    takePath: '/projectStartExam',
    back: { name: '返回本班考试', href: '/projectStartExam?id=tbtp-04' },
    unlimited: false,
  },
];

for (const kind of kinds) {
  test(`${kind.label}: start from its list, answer, reload half-way, submit through a cut network, review`, async ({ page }) => {
    // The page's retries pause between tries; the fake clock lets the test run those pauses out.
    await page.clock.install();
    await openSignedIn(page, kind.list);
    await page.getByRole('link', { name: kind.startLink }).click();
    await expect(page.getByRole('heading', { level: 2, name: '考试说明' })).toBeVisible();
    await startPaper(page);
    await expect(page).toHaveURL(/recordId=/);

    const [first, second, third] = kind.firstThree;
    await answer(page, first!);
    await expect(saveState(page)).toHaveText('答案已自动保存');
    await page.getByRole('button', { name: '下一题' }).click();
    await answer(page, second!);
    await expect(page.getByRole('button', { name: '第2题，已作答' })).toBeVisible();
    await expect(saveState(page)).toHaveText('答案已自动保存');

    // The connection drops: the third answer stays in the tab and the page says it is not saved.
    await page.route('**/pcApi/api/exam/save', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: '第3题，未作答' }).click();
    await answer(page, third!);
    await expect(saveState(page)).toHaveText('答案未保存，正在重试…');

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /第 1 题/ })).toBeVisible();
    await expect(page.getByText(`已答 3 / ${kind.questionCount} 题`)).toBeVisible();
    for (const number of [1, 2, 3]) await expect(page.getByRole('button', { name: `第${number}题，已作答` })).toBeVisible();
    await expect(questionPanel(page).getByRole(first!.type, { name: new RegExp(`^${first!.answer[0]}\\.`) })).toBeChecked();
    // The connection is back: what only the tab had reaches the server.
    await page.unroute('**/pcApi/api/exam/save');
    await clockRunsUntil(page, async () => (await saveState(page).innerText()).trim()).toBe('答案已自动保存');

    // The submit is lost twice; the page says it is retrying, then gets through by itself.
    let cut = 0;
    await page.route('**/pcApi/api/exam/submit', async (route) => {
      if (cut < 2) {
        cut += 1;
        await route.abort('internetdisconnected');
      } else {
        await route.continue();
      }
    });
    await page.getByRole('button', { name: '交卷' }).click();
    const confirm = page.getByRole('dialog', { name: '确认交卷' });
    await expect(confirm).toContainText(`还有 ${kind.questionCount - 3} 题未作答`);
    await expect(confirm.getByRole('list', { name: '未作答的题' }).getByRole('button')).toHaveCount(kind.questionCount - 3);
    await confirm.getByRole('button', { name: '确认交卷' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '交卷未成功，正在重试…' })).toBeVisible();
    await clockRunsUntil(page, () => page.getByRole('heading', { name: '考试结果' }).isVisible()).toBe(true);
    expect(cut).toBe(2);
    await expect(page.getByText(`${kind.firstThreeScore} 分 / 满分`)).toBeVisible();
    await expect(page.getByText(`3 / ${kind.questionCount} 题`)).toBeVisible();
    // Back where the learner came from; another attempt where the exam allows one.
    await expect(page.getByRole('link', { name: kind.back.name })).toHaveAttribute('href', kind.back.href);
    if (kind.unlimited) await expect(page.getByRole('link', { name: '再考一次' })).toHaveAttribute('href', `${kind.takePath}?examId=${kind.examId}`);

    await page.getByRole('link', { name: '查看解析' }).click();
    await expect(page).toHaveURL(kind.review);
    await expect(page.getByRole('heading', { level: 2, name: '答题解析' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /第 1 题/ })).toContainText('回答正确');
    await expect(page.getByText(`你的答案：${first!.answer.join('、')}；正确答案：${first!.answer.join('、')}`).first()).toBeVisible();

    // A reload of the review stays the review: the submitted paper is never taken again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: '答题解析' })).toBeVisible();
  });

  const limit = kind.limitMinutes;
  if (limit !== null) {
    test(`${kind.label}: when time runs out the page submits every answer given`, async ({ page }) => {
      await page.clock.install();
      await openSignedIn(page, `${kind.takePath}?examId=${kind.examId}`);
      await startPaper(page);
      // Shown as HH:MM:SS from an hour, MM:SS below.
      const full = limit === 60 ? '01:00:00' : `${limit}:00`;
      await expect(page.getByRole('timer')).toHaveText(new RegExp(`^(${full}|${limit - 1}:5\\d)$`));
      await answer(page, kind.firstThree[0]!);
      await expect(saveState(page)).toHaveText('答案已自动保存');
      await page.getByRole('button', { name: '下一题' }).click();
      // Given at the last moment: it goes with the submit, saved or not.
      await answer(page, kind.firstThree[1]!);

      await page.clock.fastForward(limit * 60_000);
      await expect(page.getByRole('heading', { name: '考试结果' })).toBeVisible();
      await expect(page.getByText('考试时间到，系统已按您作答的内容自动交卷。')).toBeVisible();
      await expect(page.getByText(`2 / ${kind.questionCount} 题`)).toBeVisible();
    });
  }
}

test('a questionnaire names the missing required answers, is submitted once, and says so afterwards', async ({ page }) => {
  const token = await openSignedIn(page, '/previewList');
  await page.getByRole('link', { name: '填写问卷：2026年度干部教育培训需求调查问卷' }).click();
  await expect(page).toHaveURL(/\/preview\?id=survey-001$/);
  await expect(page.getByRole('heading', { level: 1, name: '2026年度干部教育培训需求调查问卷' })).toBeVisible();

  await page.getByRole('button', { name: '提交问卷' }).click();
  await expect(page.getByRole('alert')).toHaveText('请完成必答题：第 1、2、3 题尚未作答。');
  await expect(page.getByRole('radio', { name: 'A. 科员及以下' })).toBeFocused();

  await page.getByRole('radio', { name: 'B. 科级' }).check();
  await page.getByRole('checkbox', { name: 'D. 数字素养' }).check();
  await page.getByRole('radio', { name: 'C. 网上专题班' }).check();
  await page.getByRole('textbox', { name: /建议/ }).fill('希望增加案例教学。');
  await page.getByRole('button', { name: '提交问卷' }).click();
  await expect(page.getByText(/提交该问卷，感谢参与。每份问卷只能提交一次，不能再次提交。/)).toBeVisible();
  await expect(page.getByRole('button', { name: '提交问卷' })).toHaveCount(0);

  // After a reload the page still says it was submitted, with the answers given.
  await page.reload();
  await expect(page.getByText(/您已于 .+ 提交该问卷/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'B. 科级' })).toBeChecked();
  await expect(page.getByRole('button', { name: '提交问卷' })).toHaveCount(0);

  // And the server refuses a second submission outright.
  const again = await page.request.post('/pcApi/api/survey/submit', {
    headers: portalHeaders(token),
    data: { surveyId: 'survey-001', answers: { 'sq-001-1': ['A'], 'sq-001-2': ['A'], 'sq-001-3': ['A'] } },
  });
  expect(await again.json()).toMatchObject({ success: false, message: '您已提交过该问卷' });

  await page.goto('/previewList');
  await expect(page.getByRole('link', { name: '查看问卷：2026年度干部教育培训需求调查问卷' })).toBeVisible();
  await page.getByRole('link', { name: '查看结果：2026年度干部教育培训需求调查问卷' }).click();
  await expect(page.getByText('共 129 人提交')).toBeVisible();
  await expect(page.getByText('希望增加案例教学。').first()).toBeVisible();
});
