import type { Meta, StoryObj } from '@storybook/react-vite';
import { postPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { CurrentDiscussionScreen } from './CurrentDiscussionScreen';

function CurrentDiscussionPage() {
  return (
    <ScreenHarness signedInAs="learner" path="/currentcomment">
      <CurrentDiscussionScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/CurrentDiscussion',
  component: CurrentDiscussionPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CurrentDiscussionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CurrentTopic: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: '学习贯彻全会精神，谈谈如何在本职岗位推动改革落地' })).toBeVisible();
    await expect(canvas.getByText('研讨时间：2026-03-01 至 2026-03-31')).toBeVisible();
    const latest = await canvas.findByRole('list', { name: '最新研讨帖' });
    await expect(latest).toHaveTextContent('以“高效办成一件事”为抓手推动政务服务改革');
    await expect(canvas.getByRole('link', { name: /查看全部 \d+ 篇研讨帖/ })).toHaveAttribute('href', '/comment/postLists');
  },
};

export const CurrentTopicInteraction: Story = {
  ...CurrentTopic,
  name: 'Test: Current Topic',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await CurrentTopic.play!(context);
    const { canvas } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '本期研讨' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: '本期研讨' })).toHaveAttribute('aria-current', 'page');
  },
};

export const BetweenTopics: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(postPaths.current, () => ok(null)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('当前暂无研讨主题，敬请期待')).toBeVisible();
  },
};

export const NoPostsYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(postPaths.query, () => ok({ data: [], count: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无研讨帖，欢迎发表您的看法')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(postPaths.current, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载研讨主题')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(postPaths.current, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('研讨主题数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
