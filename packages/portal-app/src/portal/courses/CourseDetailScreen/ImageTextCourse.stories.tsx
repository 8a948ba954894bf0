import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { useLocation } from 'react-router-dom';
import { expect } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { UnknownCourseScreen } from '../UnknownCourseScreen';
import { CourseDetailScreen } from './CourseDetailScreen';
import { hostileScenario } from '../../../testing/storyScenario';

function TextCoursePage() {
  const { pathname } = useLocation();
  return pathname === '/errorShare' ? <UnknownCourseScreen /> : <CourseDetailScreen />;
}

function ImageTextCourseAt({ path }: { path: string }) {
  return (
    <ScreenHarness signedInAs="learner" path={path}>
      <TextCoursePage />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Courses/ImageTextCourse',
  component: ImageTextCourseAt,
  // c18: an image-text course the demo learner has not begun.
  args: { path: '/coursetextdetail?id=c18' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImageTextCourseAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '“一网通办”改革案例解析' })).toBeVisible();
    await expect(canvas.getByText('图文课程')).toBeVisible();
    await expect(canvas.getByText('学习时长')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '开始学习' })).toHaveAttribute('href', '/imagetext?id=c18');
  },
};

export const Started: Story = {
  args: { path: '/coursetextdetail?id=c04' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '继续学习' })).toHaveAttribute('href', '/imagetext?id=c04');
  },
};

export const HostileImageText: Story = {
  beforeEach: hostileScenario,
  args: { path: '/coursetextdetail?id=c-article-hostile' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '党章学习读本（图文）' })).toBeVisible();
    await expect(canvasElement.querySelector('[onerror], script, iframe, a[href^="javascript"]')).toBeNull();
  },
};

export const MissingCourse: Story = {
  args: { path: '/coursetextdetail' },
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
    msw.use(contractHttp.get(coursePaths.detail, failsWith(502)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('课程数据加载失败');
  },
};
