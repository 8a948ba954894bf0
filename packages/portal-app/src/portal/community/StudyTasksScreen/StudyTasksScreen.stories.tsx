import type { Meta, StoryObj } from '@storybook/react-vite';
import { taskPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StudyTasksScreen } from './StudyTasksScreen';

const path = taskPaths.query;

function TasksPage() {
  return (
    <ScreenHarness signedInAs="learner" path="/task/taskLists">
      <StudyTasksScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/StudyTasks',
  component: TasksPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TasksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTasks: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '学习任务列表' });
    const titles = within(list).getAllByRole('heading', { level: 3 });
    await expect(titles[0]).toHaveTextContent('4月学习任务：应急管理与心理调适未开始');
    await expect(within(list).getByRole('link', { name: '3月学习任务：深入学习全会精神' })).toHaveAttribute('href', '/task/taskDetail?id=task-2026-03');
  },
};

export const AllTasksInteraction: Story = {
  ...AllTasks,
  name: 'Test: All Tasks',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await AllTasks.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('tab', { name: '已结束' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: '学习任务列表' })).not.toHaveTextContent('4月学习任务'));
    await expect(within(canvas.getByRole('list', { name: '学习任务列表' })).getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === '学习任务列表')).toHaveLength(4);
  },
};

export const HostileTask: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(path, () =>
        ok({ data: [{ id: 't-x', title: '<img src=x onerror=alert(1)>任务', status: 'ended', summary: '<script>alert(1)</script>', participantCount: 0 }], count: 1 }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('link', { name: '<img src=x onerror=alert(1)>任务' })).toBeVisible();
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};

export const NoTasks: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
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
