import type { Meta, StoryObj } from '@storybook/react-vite';
import { taskPaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StudyTaskScreen } from './StudyTaskScreen';

const path = taskPaths.get;

function TaskPage({ address }: { address: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={address}>
      <StudyTaskScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/StudyTask',
  component: TaskPage,
  args: { address: '/task/taskDetail?id=task-2025-12' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TaskPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompletedTask: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '12月学习任务：党的创新理论与党史' })).toBeVisible();
    await expect(canvas.getByText('已结束')).toBeVisible();
    await expect(canvas.getByText('我已完成')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '任务课程（已完成2/2）' })).toBeVisible();
  },
};

export const CompletedTaskInteraction: Story = {
  ...CompletedTask,
  name: 'Test: Completed Task',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await CompletedTask.play!(context);
    const { canvas } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '本期任务' })).toHaveFocus();
  },
};

export const UpcomingTask: Story = {
  args: { address: '/task/taskDetail?id=task-2026-04' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '4月学习任务：应急管理与心理调适' })).toBeVisible();
    await expect(canvas.getByText('未开始')).toBeVisible();
    await expect(canvas.getByText('参与人数：0')).toBeVisible();
  },
};

export const UnknownTask: Story = {
  args: { address: '/task/taskDetail?id=task-0000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该学习任务不存在')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回学习任务列表' })).toBeVisible();
  },
};

export const WithoutId: Story = {
  args: { address: '/task/taskDetail' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('未指定要查看的学习任务')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载学习任务')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('学习任务数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
