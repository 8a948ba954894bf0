import type { Meta, StoryObj } from '@storybook/react-vite';
import { taskPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { ActivityPlanScreen } from './ActivityPlanScreen';

const path = taskPaths.query;

function ActivityPlanPage() {
  return (
    <ScreenHarness signedInAs="learner" path="/scheme">
      <ActivityPlanScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/ActivityPlan',
  component: ActivityPlanPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ActivityPlanPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Programme: Story = {
  play: async ({ canvas }) => {
    const timeline = await canvas.findByRole('list', { name: '按月份排列的学习活动' });
    const months = within(timeline).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(months).toEqual(['2025年11月', '2025年12月', '2026年1月', '2026年2月', '2026年3月', '2026年4月']);
    const march = canvas.getByRole('list', { name: '2026年3月的学习活动' });
    await expect(within(march).getByText('进行中')).toBeVisible();
    const link = within(march).getByRole('link', { name: '3月学习任务：深入学习全会精神' });
    await expect(link).toHaveAttribute('href', '/task/taskDetail?id=task-2026-03');
  },
};

export const ProgrammeInteraction: Story = {
  ...Programme,
  name: 'Test: Programme',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Programme.play!(context);
    const { canvas } = context;
    const march = canvas.getByRole('list', { name: '2026年3月的学习活动' });
    const link = within(march).getByRole('link', { name: '3月学习任务：深入学习全会精神' });
    link.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '4月学习任务：应急管理与心理调适' })).toHaveFocus();
  },
};

export const HostileTask: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, () => ok({ data: [{ id: 't-x', title: '<script>alert(1)</script>', status: 'upcoming', startDate: null, summary: '<img src=x onerror=alert(1)>' }], count: 1 })));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: '时间待定' })).toBeVisible();
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};

export const NothingPlanned: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无学习活动安排')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载学习活动安排')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('学习活动安排数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
