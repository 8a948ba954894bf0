import type { Meta, StoryObj } from '@storybook/react-vite';
import { studyAnalysisPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { LearningStatisticsScreen } from './LearningStatisticsScreen';

const paths = {
  categories: studyAnalysisPaths.categoryStatistics,
  hot: studyAnalysisPaths.hotStatistics,
  latest: studyAnalysisPaths.newStatistics,
  keywords: studyAnalysisPaths.keywordStatistics,
};

function StatisticsPage() {
  return (
    <ScreenHarness signedInAs="learner" path="/learningcourse">
      <LearningStatisticsScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/LearningStatistics',
  component: StatisticsPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statistics: Story = {
  play: async ({ canvas }) => {
    const categories = await canvas.findByRole('table', { name: '我学习的课程按分类统计' });
    await expect(await within(categories).findAllByRole('progressbar')).not.toHaveLength(0);
    const hot = await canvas.findByRole('list', { name: '同事学习最多的课程' });
    await expect(within(hot).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(hot).getAllByRole('listitem')[0]).toHaveTextContent(/^1.+人在学$/);
    await expect(await canvas.findByRole('list', { name: '最新上线的课程' })).toBeVisible();
    const cloud = await canvas.findByRole('list', { name: '我学习的课程涉及的主题，按出现次数' });
    const heaviest = within(cloud).getByRole('link', { name: '中国式现代化42次' });
    await expect(heaviest).toHaveAttribute('href', `/search?k=${encodeURIComponent('中国式现代化')}&t=kc`);
    await expect(heaviest.parentElement).toHaveAttribute('data-weight', '4');
  },
};

export const StatisticsInteraction: Story = {
  ...Statistics,
  name: 'Test: Statistics',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Statistics.play!(context);
    const { canvas } = context;
    const cloud = await canvas.findByRole('list', { name: '我学习的课程涉及的主题，按出现次数' });
    const heaviest = within(cloud).getByRole('link', { name: '中国式现代化42次' });
    heaviest.focus();
    await userEvent.tab();
    await expect(within(cloud).getByRole('link', { name: '全面深化改革37次' })).toHaveFocus();
  },
};

export const HostileNames: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(paths.keywords, () => ok([{ keyword: '<script>alert(1)</script>', count: 3 }])),
      contractHttp.post(paths.categories, () => ok([{ categoryId: 'x', categoryName: '<img src=x onerror=alert(1)>', courseCount: 1, finishedCount: 0, creditHour: 0 }])),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('<script>alert(1)</script>')).toBeVisible();
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};

export const NothingStudiedYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      contractHttp.post(paths.categories, () => ok([])),
      contractHttp.post(paths.keywords, () => ok([])),
      contractHttp.post(paths.hot, () => ok([])),
      contractHttp.post(paths.latest, () => ok([])),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有学习记录，学习课程后可在这里查看分类统计')).toBeVisible();
    await expect(await canvas.findByText('学习更多课程后，这里会显示您关注的主题')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('暂无数据')).toHaveLength(2));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.categories, neverAnswers), contractHttp.post(paths.keywords, neverAnswers), contractHttp.post(paths.hot, neverAnswers), contractHttp.post(paths.latest, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载热门课程')).toBeInTheDocument();
    await expect(canvas.getByText('正在加载学习关键词')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(paths.categories, failsWith()), contractHttp.post(paths.hot, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('课程分类统计数据加载失败')).toBeVisible();
    await expect(await canvas.findByText('热门课程数据加载失败')).toBeVisible();
    await expect(await canvas.findByRole('list', { name: '最新上线的课程' })).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
