import type { Meta, StoryObj } from '@storybook/react-vite';
import { postPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { hostileScenario } from '../../../testing/storyScenario';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { DiscussionPostsScreen } from './DiscussionPostsScreen';

const path = postPaths.query;

function PostsPage({ address }: { address: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={address}>
      <DiscussionPostsScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Community/DiscussionPosts',
  component: PostsPage,
  args: { address: '/comment/postLists' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PostsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '研讨帖列表' });
    await expect(within(list).getByRole('link', { name: '以“高效办成一件事”为抓手推动政务服务改革' })).toHaveAttribute('href', '/comment/postDetail?id=post-01');
    await expect(within(list).getByRole('link', { name: '高校思政课如何讲好改革故事' })).toBeVisible();
    await expect(await canvas.findByText('本期主题：学习贯彻全会精神，谈谈如何在本职岗位推动改革落地')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '第 2 页' })).toBeNull();
  },
};

export const HostileRecords: Story = {
  beforeEach: hostileScenario,
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: '研讨帖列表' });
    // Hostile and empty records: markup shows as text, an untitled post can still be opened.
    await expect(within(list).getByRole('link', { name: '<script>alert(1)</script>研讨帖安全测试' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: '（无标题）' })).toHaveAttribute('href', '/comment/postDetail?id=post-empty');
    await expect(canvasElement.querySelector('script, img[src="x"]')).toBeNull();
  },
};

export const HostileRecordsInteraction: Story = {
  ...HostileRecords,
  name: 'Test: Hostile Records',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await HostileRecords.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await expect(await canvas.findByRole('link', { name: '高校思政课如何讲好改革故事' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Searched: Story = {
  name: 'Test: Searched',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '研讨帖列表' });
    await userEvent.type(canvas.getByRole('searchbox', { name: '标题或内容' }), '乡村振兴{Enter}');
    await expect(await canvas.findByRole('heading', { level: 2, name: '研讨帖（共 1 篇）' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '乡村振兴要把改革红利送到农民手中' })).toBeVisible();
  },
};

export const NothingFound: Story = {
  args: { address: '/comment/postLists?keyword=没有这样的帖子' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有找到与“没有这样的帖子”相关的研讨帖')).toBeVisible();
  },
};

export const EarlierTopic: Story = {
  args: { address: '/comment/postLists?topicId=topic-2026-02' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '用数据说话，让决策更科学' })).toBeVisible();
    await expect(canvas.queryByText(/^本期主题/)).toBeNull();
  },
};

export const NoPosts: Story = {
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
    await expect(await canvas.findByText('正在加载研讨帖')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(path, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('研讨帖数据加载失败');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
