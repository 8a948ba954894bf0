import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ExamKind } from '@study-portal/api';
import { examPaths } from '@study-portal/api';
import { contractHttp, ok, refuse } from '@study-portal/api/mocks';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { hostileScenario } from '../../../testing/storyScenario';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { correctAnswersOf, freshExamState, keepInTab, setServerTime, startOnServer, wrongAnswersOf } from '../testing/examStoryState';
import { ExamTakingScreen } from './ExamTakingScreen';

/** A clock the time-out story moves forward; the others read it unmoved. */
const storyClock = { offsetMs: 0, now: () => Date.now() + storyClock.offsetMs };

function TakingAs({ path, kinds, title }: { path: string; kinds: ExamKind[]; title: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <ExamTakingScreen kinds={kinds} title={title} now={storyClock.now} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Exams/ExamTaking',
  component: TakingAs,
  args: { path: '/spiceAnswer/spiceAnswerStart?examId=exam-fun-001', kinds: ['fun'], title: '趣味答题' },
  parameters: { layout: 'padded' },
  beforeEach: () => {
    freshExamState();
    storyClock.offsetMs = 0;
  },
} satisfies Meta<typeof TakingAs>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 5000 };
const training = { path: '/startCultivate/startCultivate?examId=exam-training-001', kinds: ['training'] as ExamKind[], title: '培训考试' };

const start = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(await canvas.findByRole('button', { name: /开始答题|继续作答/ }, wait));
  await canvas.findByRole('heading', { level: 2, name: /第 1 题/ }, wait);
};

export const Rules: Story = {
  args: training,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '考试说明' }, wait)).toBeVisible();
    await expect(canvas.getByText('已考 0 次 / 最多 3 次')).toBeVisible();
    await expect(canvas.getByText('30 分钟')).toBeVisible();
  },
};

export const RulesInteraction: Story = {
  ...Rules,
  name: 'Test: Rules',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Rules.play!(context);
    const { canvas } = context;
    await start(canvas);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^(30:00|29:5\d)$/);
  },
};

export const RulesBlueTheme: Story = { args: training, globals: { theme: 'blue' } };

export const RulesElderMode: Story = { args: training, globals: { elder: true } };

export const Taking: Story = {
  play: async ({ canvas }) => {
    await start(canvas);
    await expect(canvas.getByRole('group', { name: '作答状态' })).toHaveTextContent('不限时');
    await userEvent.click(canvas.getByRole('radio', { name: /1921年/ }));
    await expect(await canvas.findByText('答案已自动保存', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第1题，已作答' })).toBeVisible();
    await expect(canvas.getByText('已答 1 / 10 题')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '第7题，未作答' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: /第 7 题/ })).toHaveFocus());
    await expect(canvas.getByRole('group', { name: /第 7 题/ })).toBeVisible();
    // The keyboard shortcuts are folded away until asked for.
    const shortcuts = canvas.getByText('键盘快捷键');
    await expect(canvas.queryByText(/按字母键 A–F 选择选项/)).not.toBeVisible();
    await userEvent.click(shortcuts);
    await expect(canvas.getByText(/按字母键 A–F 选择选项/)).toBeVisible();
  },
};

export const TakingBlueTheme: Story = { globals: { theme: 'blue' }, play: async ({ canvas }) => start(canvas) };

export const TakingElderMode: Story = { globals: { elder: true }, play: async ({ canvas }) => start(canvas) };

export const HostileOptionShownAsText: Story = {
  beforeEach: hostileScenario,
  args: { path: '/solidify/officialExam?examId=exam-mock-001', kinds: ['mock', 'formal'], title: '巩固测验' },
  play: async ({ canvas }) => {
    await start(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '第7题，未作答' }));
    await expect(canvas.getByText('<script>alert(1)</script>直接格式化后自用')).toBeVisible();
  },
};

export const RestoredAfterReload: Story = {
  beforeEach: () => {
    keepInTab('exam-fun-001', { 'q-fun-001': ['B'], 'q-fun-002': ['A'] });
  },
  play: async ({ canvas }) => {
    await start(canvas);
    await expect(canvas.getByRole('radio', { name: /1921年/ })).toBeChecked();
    await expect(canvas.getByText('已答 2 / 10 题')).toBeVisible();
  },
};

export const TimeRunningLow: Story = {
  args: { ...training, path: '/startCultivate/startCultivate?examId=exam-training-001&recordId=rec-learner-exam-training-001-1' },
  beforeEach: async () => {
    await startOnServer('exam-training-001');
    // 28 of the 30 minutes are gone when the learner comes back.
    setServerTime('2026-03-16T09:58:00+08:00');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('剩余时间不足 5 分钟，请抓紧作答并及时交卷。', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^0[12]:\d\d$/);
  },
};

export const SavingFailedRetrying: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(examPaths.save, failsWith(503)));
  },
  play: async ({ canvas }) => {
    await start(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /1921年/ }));
    await expect(await canvas.findByText('答案未保存，正在重试…', {}, wait)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即重试' })).toBeVisible();
    // The answer stays on the page and in the tab.
    await expect(canvas.getByRole('radio', { name: /1921年/ })).toBeChecked();
  },
};

export const ConfirmWithUnanswered: Story = {
  play: async ({ canvas }) => {
    await start(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /1921年/ }));
    await userEvent.click(canvas.getByRole('button', { name: '交卷' }));
    const dialog = await screen.findByRole('dialog', { name: '确认交卷' });
    await expect(dialog).toHaveTextContent('还有 9 题未作答');
    const unanswered = within(within(dialog).getByRole('list', { name: '未作答的题' })).getAllByRole('button');
    await expect(unanswered).toHaveLength(9);
    await expect(unanswered[0]).toHaveTextContent('第 2 题');
  },
};

export const SubmitFailedRetrying: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(examPaths.submit, failsWith(502)));
  },
  play: async ({ canvas }) => {
    await start(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /1921年/ }));
    await userEvent.click(canvas.getByRole('button', { name: '交卷' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认交卷' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('交卷未成功，正在重试…');
    await expect(canvas.getByRole('radio', { name: /1921年/ })).toBeChecked();
  },
};

export const SubmitRefused: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(examPaths.submit, () => refuse('考试已结束')));
  },
  play: async ({ canvas }) => {
    await start(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /1921年/ }));
    await userEvent.click(canvas.getByRole('button', { name: '交卷' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认交卷' }));
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('交卷未成功：考试已结束');
    await expect(canvas.getByRole('button', { name: '重新交卷' })).toBeVisible();
  },
};

const submitAll = async (canvas: ReturnType<typeof within>) => {
  await start(canvas);
  await expect(canvas.getByText('已答 10 / 10 题')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: '交卷' }));
  const dialog = await screen.findByRole('dialog');
  await expect(dialog).toHaveTextContent('全部题目都已作答');
  await userEvent.click(within(dialog).getByRole('button', { name: '确认交卷' }));
};

export const ResultPassed: Story = {
  beforeEach: () => keepInTab('exam-fun-001', correctAnswersOf('exam-fun-001')),
  play: async ({ canvas }) => {
    await submitAll(canvas);
    const heading = await canvas.findByRole('heading', { name: '考试结果' }, wait);
    // The page changed under the learner: focus goes to the result.
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText('通过')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看解析' })).toHaveAttribute('href', '/spiceAnswer/reviewQuest?recordId=rec-learner-exam-fun-001-1');
    // 趣味答题 has no limit on attempts: another is offered, and the way back to its list.
    await expect(await canvas.findByRole('link', { name: '再考一次' })).toHaveAttribute('href', '/spiceAnswer/spiceAnswerStart?examId=exam-fun-001');
    await expect(canvas.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/spiceAnswer/spiceAnswerStart');
  },
};

export const ResultFailed: Story = {
  beforeEach: () => keepInTab('exam-fun-001', wrongAnswersOf('exam-fun-001')),
  play: async ({ canvas }) => {
    await submitAll(canvas);
    await expect(await canvas.findByText('未通过', {}, wait)).toBeVisible();
    await expect(canvas.getByText('0 / 10 题')).toBeVisible();
  },
};

export const TimeUpSubmitted: Story = {
  args: training,
  play: async ({ canvas }) => {
    await start(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: /一年/ }));
    storyClock.offsetMs = 30 * 60 * 1000;
    await expect(await canvas.findByText('考试时间到，系统已按您作答的内容自动交卷。', {}, wait)).toBeVisible();
    await expect(canvas.getByText('1 / 10 题')).toBeVisible();
  },
};

export const SubmittedAttemptShowsReview: Story = {
  args: { path: '/projectStartExam?examId=exam-class-002&recordId=rec-learner-exam-class-002-1', kinds: ['class'], title: '专题班考试' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '答题解析' }, wait)).toBeVisible();
  },
};

export const SubmittedAttemptShowsReviewInteraction: Story = {
  ...SubmittedAttemptShowsReview,
  name: 'Test: Submitted Attempt Shows Review',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await SubmittedAttemptShowsReview.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('checkbox', { name: '只看答错的题' }));
    await expect(canvas.getAllByText('回答错误')).toHaveLength(1);
  },
};

export const FunExamList: Story = {
  args: { path: '/spiceAnswer/spiceAnswerStart' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '开始答题：党史知识趣味答题' }, wait)).toHaveAttribute('href', '/spiceAnswer/spiceAnswerStart?examId=exam-fun-001');
  },
};

export const ClassExamList: Story = {
  args: { path: '/projectStartExam', kinds: ['class'], title: '专题班考试' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '参加考试：教育系统师德师风建设专题班结业考试' }, wait)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看解析：2025年度公务员初任培训网上班测评' })).toHaveAttribute('href', '/projectReviewQuest?examId=exam-class-002');
  },
};

export const NoFunExams: Story = {
  args: { path: '/spiceAnswer/spiceAnswerStart' },
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(examPaths.list, () => ok([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据', {}, wait)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(examPaths.list, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载考试信息')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(examPaths.list, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('考试信息数据加载失败');
  },
};

export const UnknownRecord: Story = {
  args: { path: '/spiceAnswer/spiceAnswerStart?recordId=rec-someone-else' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('考试记录不存在');
  },
};
