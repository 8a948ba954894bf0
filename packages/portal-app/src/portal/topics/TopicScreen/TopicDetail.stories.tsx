import type { Meta, StoryObj } from '@storybook/react-vite';
import { subjectPaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { displayLengths } from '@study-portal/ui';
import { expect, userEvent, within } from 'storybook/test';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { TopicScreen } from './TopicScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function TopicDetailAt({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <StoryRoutes path="/subjectDetail">
        <TopicScreen variant="portal" />
      </StoryRoutes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Topics/TopicDetail',
  component: TopicDetailAt,
  args: { path: '/subjectDetail?id=s1' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TopicDetailAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const showsTopic: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('heading', { level: 1, name: '学习贯彻党的二十届三中全会精神' })).toBeVisible();
  await expect(await canvas.findByRole('link', { name: '学习贯彻党的二十届三中全会精神' })).toBeVisible();
};

export const Topic: Story = {
  play: async (context) => {
    await showsTopic(context);
    const { canvas } = context;
    await expect(await canvas.findByText('中共示例省委组织部')).toBeVisible();
    await expect(await canvas.findByText('2026-01-10')).toBeVisible();
    // c01 is one of the five courses and the learner completed it.
    await expect(await canvas.findByText('已完成 1 / 5 门课程')).toBeVisible();
    await expect(await canvas.findByRole('progressbar', { name: '专题学习进度' })).toHaveAttribute('aria-valuenow', '20');
  },
};

export const TopicInteraction: Story = {
  ...Topic,
  name: 'Test: Topic',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Topic.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('link', { name: '习近平新时代中国特色社会主义思想概论' }));
    await expect(await canvas.findByText('已打开 /coursedetail?id=c01')).toBeVisible();
  },
};

export const BackToTheList: Story = {
  name: 'Test: Back To The List',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '学习贯彻党的二十届三中全会精神' });
    await userEvent.click(await canvas.findByRole('link', { name: '专题推荐' }));
    await expect(await canvas.findByText('已打开 /subjectList')).toBeVisible();
  },
};

export const HostileTopic: Story = {
  beforeEach: hostileScenario,
  args: { path: '/subjectDetail?id=s-hostile' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '<script>alert(1)</script>专题（安全测试）' })).toBeVisible();
    await expect(await canvas.findByText('<b onmouseover=alert(1)>主办单位</b>')).toBeVisible();
    // The introduction is the back office's HTML, sanitised: its link lost its script.
    await expect(await canvas.findByText('专题简介', { selector: 'p' })).toBeVisible();
    await expect(canvasElement.querySelector('[href^="javascript"], [onerror], script')).toBeNull();
    await expect(await canvas.findByRole('link', { name: '<script>alert(1)</script>党员教育基本知识' })).toBeVisible();
  },
};

/**
 * A name of 'Z' under a hundred thousand combining marks and a word of twenty thousand letters:
 * the heading and the breadcrumb show them cut short, and the page keeps to its width.
 */
export const OverlongTopic: Story = {
  beforeEach: hostileScenario,
  args: { path: '/subjectDetail?id=s-overlong' },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: /^超长专题Z/ });
    await expect([...(heading.textContent ?? '')]).toHaveLength(displayLengths.title);
    await expect(heading.textContent).toMatch(/^超长专题Z\u0301{30} Unbreakable.*…$/u);
    const current = await canvas.findByText(/^超长专题/, { selector: '[aria-current="page"]' });
    await expect([...(current.textContent ?? '')]).toHaveLength(displayLengths.label);
    await expect(await canvas.findByText(/^超长主办单位Unbreakable.*…$/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const TopicWithoutCourses: Story = {
  beforeEach: hostileScenario,
  args: { path: '/subjectDetail?id=s-empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '待上线专题' })).toBeVisible();
    const intro = await canvas.findByRole('region', { name: '专题简介' });
    await expect(intro).toHaveTextContent('暂无内容');
    const courses = await canvas.findByRole('region', { name: '专题课程' });
    await expect(await within(courses).findByText('暂无内容')).toBeVisible();
  },
};

export const NoTopicChosen: Story = {
  args: { path: '/subjectDetail' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无内容')).toBeVisible();
  },
};

export const NoTopicChosenInteraction: Story = {
  ...NoTopicChosen,
  name: 'Test: No Topic Chosen',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await NoTopicChosen.play!(context);
    const { canvas } = context;
    await userEvent.click(await canvas.findByRole('link', { name: '返回专题推荐' }));
    await expect(await canvas.findByText('已打开 /subjectList')).toBeVisible();
  },
};

export const UnknownTopic: Story = {
  args: { path: '/subjectDetail?id=s-missing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('专题不存在');
    await expect(await canvas.findByRole('link', { name: '返回专题推荐' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(subjectPaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载专题')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(subjectPaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('专题数据加载失败');
    await expect(await canvas.findByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const CoursesFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(subjectPaths.courses, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '学习贯彻党的二十届三中全会精神' })).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('专题课程数据加载失败');
  },
};

export const TopicBlueTheme: Story = { globals: { theme: 'blue' }, play: showsTopic };

export const TopicElderMode: Story = { globals: { elder: true }, play: showsTopic };
