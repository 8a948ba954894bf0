import type { Meta, StoryObj } from '@storybook/react-vite';
import { subjectPaths } from '@study-portal/api';
import { contractHttp, ok } from '@study-portal/api/mocks';
import { expect, userEvent } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { TopicListScreen } from './TopicListScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function TopicListAt({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <StoryRoutes path="/subjectList">
        <TopicListScreen />
      </StoryRoutes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Topics/TopicList',
  component: TopicListAt,
  args: { path: '/subjectList' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TopicListAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Topics: Story = {
  play: async ({ canvas }) => {
    const topic = await canvas.findByRole('link', { name: '推动高质量发展' });
    await expect(topic).toHaveAttribute('href', '/subjectDetail?id=s5');
    await expect(await canvas.findByRole('heading', { level: 1, name: '专题推荐' })).toBeVisible();
    // The eight topics fill one page.
    await expect(await canvas.findByRole('link', { name: '中华优秀传统文化' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '第 2 页' })).toBeNull();
  },
};

export const HostileTopics: Story = {
  beforeEach: hostileScenario,
};

export const HostileTopicsInteraction: Story = {
  ...HostileTopics,
  name: 'Test: Hostile Topics',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '第 2 页' }));
    // The oldest topics are on the second page, the hostile one among them: its name is text.
    await expect(await canvas.findByRole('link', { name: '<script>alert(1)</script>专题（安全测试）' })).toBeVisible();
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>摘要')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SearchByName: Story = {
  name: 'Test: Search By Name',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: '推动高质量发展' });
    await userEvent.type(await canvas.findByRole('searchbox', { name: '专题名称' }), '法治');
    await userEvent.click(await canvas.findByRole('button', { name: '查询' }));
    await expect(await canvas.findByRole('heading', { name: '“法治”的搜索结果' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '法治政府建设' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '推动高质量发展' })).toBeNull();
  },
};

export const SearchWithoutResults: Story = {
  args: { path: '/subjectList?q=不存在的专题' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

export const SearchWithoutResultsInteraction: Story = {
  ...SearchWithoutResults,
  name: 'Test: Search Without Results',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await SearchWithoutResults.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('button', { name: '查看全部专题' }));
    await expect(await canvas.findByRole('heading', { name: '全部专题' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '推动高质量发展' })).toBeVisible();
  },
};

export const NoTopics: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(subjectPaths.list, () => ok({ datalist: [], totalelements: 0 })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '专题分页' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(subjectPaths.list, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(subjectPaths.list, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('专题数据加载失败');
    await expect(await canvas.findByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const OpensATopic: Story = {
  name: 'Test: Opens A Topic',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '数字政府建设' }));
    await expect(await canvas.findByText('已打开 /subjectDetail?id=s3')).toBeVisible();
  },
};

const showsTopics: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('link', { name: '推动高质量发展' })).toBeVisible();
};

export const TopicsBlueTheme: Story = { globals: { theme: 'blue' }, play: showsTopics };

export const TopicsElderMode: Story = { globals: { elder: true }, play: showsTopics };
