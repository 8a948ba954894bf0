import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { expect, fn, userEvent } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { OpenCourseDetail } from './OpenCourseDetailScreen';

// The screen is the open course view on an image-text course; the session comes from the route.
function OpenTextCoursePage({ courseId, onLogin }: { courseId: string; onLogin: () => void }) {
  return (
    <ScreenHarness path={`/openCourseTextDetail?id=${courseId}`}>
      <OpenCourseDetail courseId={courseId} signedIn={false} onLogin={onLogin} />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Courses/OpenImageTextCourse',
  component: OpenTextCoursePage,
  args: { courseId: 'c08', onLogin: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OpenTextCoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '伟大建党精神的深刻内涵' })).toBeVisible();
    await expect(canvas.getByText('图文课程')).toBeVisible();
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
    await expect(args.onLogin).toHaveBeenCalled();
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
