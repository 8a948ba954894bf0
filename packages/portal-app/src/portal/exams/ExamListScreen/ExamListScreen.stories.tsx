import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ExamKind } from '@study-portal/api';
import { examPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { freshExamState } from '../testing/examStoryState';
import { ExamListScreen } from './ExamListScreen';

function ListAs({ kind, path }: { kind: ExamKind; path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <ExamListScreen kind={kind} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Exams/ExamList',
  component: ListAs,
  args: { kind: 'formal', path: '/solidify/officialManage' },
  parameters: { layout: 'padded' },
  beforeEach: () => freshExamState(),
} satisfies Meta<typeof ListAs>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 5000 };

export const FormalExams: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '正式测验' })).toBeVisible();
    const table = await canvas.findByRole('region', { name: '正式测验列表' }, wait);
    const row = (await within(table).findByText('党内法规知识正式测验', {}, wait)).closest('tr')!;
    await expect(row).toHaveTextContent('45 分钟');
    await expect(row).toHaveTextContent('已考 0 次 / 最多 2 次');
    const link = within(row).getByRole('link', { name: '开始答题：党内法规知识正式测验' });
    await expect(link).toHaveAttribute('href', '/solidify/officialExam?examId=exam-formal-001');
  },
};

export const FormalExamsInteraction: Story = {
  ...FormalExams,
  name: 'Test: Formal Quizzes',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await FormalExams.play!(context);
    const { canvas } = context;
    const table = await canvas.findByRole('region', { name: '正式测验列表' }, wait);
    const row = (await within(table).findByText('党内法规知识正式测验', {}, wait)).closest('tr')!;
    const link = within(row).getByRole('link', { name: '开始答题：党内法规知识正式测验' });
    // From the scrollable table, Tab reaches the way in.
    table.focus();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const MockExams: Story = {
  args: { kind: 'mock', path: '/solidify/textManage' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '开始答题：数字素养与技能模拟测验' }, wait)).toBeVisible();
    await expect(canvas.getByText('已考 0 次（不限次数）')).toBeVisible();
  },
};

export const InClassTestsOfACourse: Story = {
  args: { kind: 'inClass', path: '/examManage/manageExam?courseId=c15' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '本课程的随堂测试' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '开始答题：随堂测试：数字政府建设实务' }, wait)).toHaveAttribute('href', '/examManage/startExam?examId=exam-c15');
  },
};

export const TrainingExams: Story = { args: { kind: 'training', path: '/startCultivate/CultivateExam' } };

export const FormalExamsBlueTheme: Story = { globals: { theme: 'blue' } };

export const FormalExamsElderMode: Story = { globals: { elder: true } };

export const Empty: Story = {
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
    await expect(await canvas.findByRole('region', { name: '正式测验列表' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(examPaths.list, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, wait)).toHaveTextContent('正式测验数据加载失败');
  },
};
