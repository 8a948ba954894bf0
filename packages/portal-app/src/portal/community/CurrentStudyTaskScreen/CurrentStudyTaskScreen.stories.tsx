import type { Meta, StoryObj } from '@storybook/react-vite';
import { taskPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { CurrentStudyTaskScreen } from './CurrentStudyTaskScreen';

const path = taskPaths.current;

function CurrentTaskPage() {
  return (
    <ScreenHarness signedInAs="learner" path="/currenttask">
      <CurrentStudyTaskScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/CurrentStudyTask',
  component: CurrentTaskPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CurrentTaskPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonth: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '3月学习任务：深入学习全会精神' })).toBeVisible();
    await expect(canvas.getByText('进行中')).toBeVisible();
    await expect(canvas.getByText('我未完成')).toBeVisible();
    await expect(canvas.getByText('参与人数：18,432')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '任务课程（已完成1/3）' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '任务说明' })).toBeVisible();
    const courses = canvas.getByRole('list', { name: '任务课程' });
    await expect(within(courses).getAllByRole('listitem')).toHaveLength(3);
    const firstCourse = within(courses).getAllByRole('link')[0]!;
    await expect(firstCourse.getAttribute('href')).toMatch(/^\/course(text)?detail\?id=c03$/);
  },
};

export const ThisMonthInteraction: Story = {
  ...ThisMonth,
  name: 'Test: This Month',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await ThisMonth.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('link', { name: '全部任务' }));
    await expect(await canvas.findByRole('link', { name: '全部任务', current: 'page' })).toBeVisible();
  },
};

export const NoTaskNow: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, () => ok(null)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('本期暂无学习任务')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看往期学习任务' })).toHaveAttribute('href', '/task/taskLists');
  },
};

export const HostileTask: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(path, () =>
        ok({
          id: 'task-x',
          title: '<script>alert(1)</script>任务',
          cover: 'javascript:alert(1)',
          status: 'ongoing',
          startDate: '2026-03-01',
          endDate: null,
          participantCount: 1,
          summary: '<img src=x onerror=alert(1)>',
          publisher: '<b>单位</b>',
          content: '<p>要求</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">链接</a>',
          courses: [],
        }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '<script>alert(1)</script>任务' })).toBeVisible();
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvas.getByText('本任务暂无指定课程')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
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
