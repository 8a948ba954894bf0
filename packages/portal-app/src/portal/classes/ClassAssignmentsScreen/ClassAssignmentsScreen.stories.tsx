import type { Meta, StoryObj } from '@storybook/react-vite';
import { tbtpClassPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { ClassScreenAt } from '../testing/ClassScreenAt';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ClassAssignmentsScreen } from './ClassAssignmentsScreen';

function AssignmentsAt({ path }: { path: string }) {
  return (
    <ClassScreenAt signedInAs="learner" path={path}>
      <ClassAssignmentsScreen />
    </ClassScreenAt>
  );
}

const meta = {
  title: 'Portal/Classes/ClassAssignments',
  component: AssignmentsAt,
  // tbtp-05: the learner handed in the reflection and it was scored.
  args: { path: '/projectDetailGrbjzy?id=tbtp-05' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AssignmentsAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyAssignments: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '学习心得体会', level: 3 })).toBeVisible();
    await expect(canvas.getByText('92 分')).toBeVisible();
    await expect(canvas.getByText('已提交')).toBeVisible();
    // Open work first: the survey report is overdue, the reflection handed in.
    const cards = canvas.getAllByRole('article');
    await expect(within(cards[0]!).getByRole('heading', { name: '专题调研报告' })).toBeVisible();
    await expect(within(cards[0]!).getByText('已逾期')).toBeVisible();
  },
};

export const MyAssignmentsInteraction: Story = {
  ...MyAssignments,
  name: 'Test: My Assignments',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await MyAssignments.play!(context);
    const { canvas } = context;
    const cards = canvas.getAllByRole('article');
    await userEvent.click(within(cards[1]!).getByText(/^作业要求/));
    await expect(await within(cards[1]!).findByText(/不少于800字/)).toBeVisible();
  },
};

export const NotEnrolled: Story = {
  args: { path: '/projectDetailGrbjzy?id=tbtp-09' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('您尚未报名该专题班，报名后即可查看个人作业')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '前往班级首页报名' })).toHaveAttribute('href', '/projectDetail?id=tbtp-09');
  },
};

export const NoAssignments: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.assignments, () => ok([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('本班暂无作业')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.assignments, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载班级作业')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(tbtpClassPaths.assignments, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('班级作业数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
