import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { useLocation } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { UnknownCourseScreen } from '../UnknownCourseScreen';
import { OpenCourseDetail } from './OpenCourseDetailScreen';
import { hostileScenario } from '../../../testing/storyScenario';

interface OpenPageProps {
  path: string;
  courseId: string | null;
  signedIn: boolean;
  onLogin: () => void;
}

function OpenPage({ courseId, signedIn, onLogin }: Omit<OpenPageProps, 'path'>) {
  const { pathname } = useLocation();
  return pathname === '/errorShare' ? <UnknownCourseScreen /> : <OpenCourseDetail courseId={courseId} signedIn={signedIn} onLogin={onLogin} />;
}

// Signed out: the open page makes its calls without a session.
function OpenCoursePage({ path, ...props }: OpenPageProps) {
  return (
    <ScreenHarness path={path} {...(props.signedIn ? { signedInAs: 'learner' } : {})}>
      <OpenPage {...props} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Courses/OpenCourseDetail',
  component: OpenCoursePage,
  args: { path: '/openCourseDetail?id=c01', courseId: 'c01', signedIn: false, onLogin: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OpenCoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '习近平新时代中国特色社会主义思想概论' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '课程简介' })).toBeVisible();
    // No learner actions on an open page.
    await expect(canvas.queryByRole('button', { name: '收藏' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '开始学习' })).toBeNull();
    await expect(canvas.queryByText('已完成')).toBeNull();
  },
};

export const VisitorInteraction: Story = {
  ...Visitor,
  name: 'Test: Visitor',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Visitor.play!(context);
    const { canvas, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: '登录后学习' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await userEvent.click(await canvas.findByRole('button', { name: '登录后评价' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(2);
  },
};

export const LearnerWithSession: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link', { name: '进入课程学习' });
    await expect(links[0]).toHaveAttribute('href', '/coursedetail?id=c01');
    await expect(canvas.queryByRole('button', { name: '登录后学习' })).toBeNull();
  },
};

export const NewGoodCourse: Story = {
  args: { path: '/openNewGoodCourseDetail?id=c22', courseId: 'c22' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '推动高质量发展的实践路径' })).toBeVisible();
    await expect(canvas.getByText('精品')).toBeVisible();
  },
};

export const HostileCourse: Story = {
  beforeEach: hostileScenario,
  args: { path: '/openCourseDetail?id=c-hostile', courseId: 'c-hostile' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '<script>alert(1)</script>党员教育基本知识' })).toBeVisible();
    await expect(canvasElement.querySelector('[onerror], script, a[href^="javascript"]')).toBeNull();
  },
};

export const MissingCourse: Story = {
  args: { path: '/openCourseDetail?id=gone', courseId: 'gone' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '课程不存在' })).toBeVisible();
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
