import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths, courseRatingPaths } from '@study-portal/api';
import { contractHttp, mockDb } from '@study-portal/api/mocks';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { UnknownCourseScreen } from '../UnknownCourseScreen';
import { CourseDetailScreen } from './CourseDetailScreen';
import { hostileScenario } from '../../../testing/storyScenario';

// The harness renders one element at every address: show /errorShare where the screen sends the learner.
function CoursePage() {
  const { pathname } = useLocation();
  return pathname === '/errorShare' ? <UnknownCourseScreen /> : <CourseDetailScreen />;
}

function CourseDetail({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <CoursePage />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Courses/CourseDetail',
  component: CourseDetail,
  args: { path: '/coursedetail?id=c15' },
  parameters: { layout: 'padded' },
  // Collecting, liking and rating change the shared fake backend: each story starts afresh.
  beforeEach: () => {
    mockDb.reset();
  },
} satisfies Meta<typeof CourseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '数字政府建设实务' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '继续学习' })).toHaveAttribute('href', '/subcourse?id=c15');
    await expect(canvas.getByRole('link', { name: '课程讨论' })).toHaveAttribute('href', '/discussRoom?id=c15');
    await expect(await canvas.findByRole('link', { name: /政务数据共享案例汇编\.docx/ })).toHaveAttribute('href', expect.stringContaining('/demo-assets/handouts/c15-cases.docx'));
    await expect(await canvas.findByRole('img', { name: '课程分享二维码' })).toBeVisible();
  },
};

export const LearnerInteraction: Story = {
  ...Learner,
  name: 'Test: Learner',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Learner.play!(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByRole('button', { name: '收藏' }));
    await expect(await canvas.findByRole('button', { name: '已收藏' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^点赞/ }));
    await expect(await canvas.findByRole('button', { name: /^已点赞/ })).toBeVisible();
  },
};

export const RatesTheCourse: Story = {
  name: 'Test: Rates The Course',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('group', { name: '每颗星2分，满分10分' });
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请为以下各项打分：立场观点正确、注重问题导向、内容丰富全面、课程生动形象、教学切实有效');
    for (const [dimension, stars] of [['立场观点正确', 5], ['注重问题导向', 4], ['内容丰富全面', 5], ['课程生动形象', 3], ['教学切实有效', 5]] as const) {
      await userEvent.click(within(within(form).getByRole('radiogroup', { name: dimension })).getByRole('radio', { name: `${stars} 星` }));
    }
    await userEvent.click(canvas.getByRole('button', { name: '提交评价' }));
    await expect(await canvas.findByText('已评价，感谢您的反馈。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '提交评价' })).toBeNull();
    await expect(canvas.getAllByText('6.0分').length).toBeGreaterThan(0);
  },
};

export const NotStarted: Story = {
  args: { path: '/coursedetail?id=c17' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '开始学习' })).toHaveAttribute('href', '/subcourse?id=c17');
    await expect(canvas.getByText('未学习')).toBeVisible();
  },
};

export const ImageTextCourse: Story = {
  args: { path: '/coursedetail?id=c04' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '继续学习' })).toHaveAttribute('href', '/imagetext?id=c04');
    await expect(canvas.getByText('图文课程')).toBeVisible();
  },
};

export const HostileCourse: Story = {
  beforeEach: hostileScenario,
  args: { path: '/coursedetail?id=c-hostile' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '<script>alert(1)</script>党员教育基本知识' })).toBeVisible();
    // The material's javascript: address never becomes a link (the panels come in the second pass).
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>讲义.pdf（文件地址无效，请联系管理员）')).toBeVisible();
    await expect(canvasElement.querySelector('[onerror], script, a[href^="javascript"]')).toBeNull();
  },
};

export const CourseWithoutDetails: Story = {
  beforeEach: hostileScenario,
  args: { path: '/coursedetail?id=c-empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '基层治理案例（待完善）' })).toBeVisible();
    await expect(canvas.getByText('暂无内容')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('暂无数据')).toHaveLength(2));
  },
};

export const MissingCourse: Story = {
  args: { path: '/coursedetail?id=no-such-course' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '课程不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, neverAnswers));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('正在加载课程')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.get(coursePaths.detail, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('课程数据加载失败');
  },
};

export const RatingFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(contractHttp.post(courseRatingPaths.get, failsWith()));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '数字政府建设实务' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('课程评价数据加载失败')).toBeVisible());
  },
};
