import type { Meta, StoryObj } from '@storybook/react-vite';
import { statisticsPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, waitFor } from 'storybook/test';
import { failsWith, neverAnswers } from '../../testing/storyResponses';
import { ScreenFrame } from '../testing/storyFrames';
import { DashboardScreen } from './DashboardScreen';

const statisticsPath = statisticsPaths.info;
const rankingPath = statisticsPaths.ranking;

const meta = {
  title: 'Admin/Screens/DashboardScreen',
  component: DashboardScreen,
  decorators: [(Story) => <ScreenFrame><Story /></ScreenFrame>],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFigures: Story = {
  play: async ({ canvas }) => {
    const figures = await canvas.findByRole('list', { name: '平台数据' });
    await expect(figures.querySelectorAll('li')).toHaveLength(6);
    await expect(figures).toHaveTextContent('学员总数');
    await expect(await canvas.findByRole('table', { name: '学员学时排行' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: '单位学时排行' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(statisticsPath, neverAnswers), contractHttp.get(rankingPath, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '学员学时排行' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const EmptyRankings: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(rankingPath, () => ok({ year: 2026, learners: [], organisations: [] })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '学习排行（2026年）' })).toBeVisible();
    await expect(canvas.getAllByText('暂无数据')).toHaveLength(2);
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(statisticsPath, failsWith()), contractHttp.get(rankingPath, failsWith()));
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([expect.stringContaining('平台数据加载失败'), expect.stringContaining('学习排行数据加载失败')]),
    );
  },
};
