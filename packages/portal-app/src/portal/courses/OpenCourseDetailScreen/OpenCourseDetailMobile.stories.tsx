import type { Meta, StoryObj } from '@storybook/react-vite';
import { coursePaths } from '@study-portal/api';
import { contractHttp } from '@study-portal/api/mocks';
import { expect, fn, userEvent } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { failsWith, neverAnswers } from '../../../testing/storyResponses';
import { OpenCourseDetail } from './OpenCourseDetailScreen';

function MobileCoursePage({ courseId, onLogin }: { courseId: string; onLogin: () => void }) {
  return (
    <ScreenHarness path={`/openCourseDetailMobile?id=${courseId}`}>
      <OpenCourseDetail courseId={courseId} signedIn={false} onLogin={onLogin} layout="narrow" />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Courses/OpenCourseDetailMobile',
  component: MobileCoursePage,
  args: { courseId: 'c27', onLogin: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MobileCoursePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas, canvasElement }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: '领导干部心理健康' });
    await expect(heading).toBeVisible();
    // One column: nothing is wider than the narrow page.
    const page = canvasElement.querySelector('[data-layout="narrow"]');
    await expect(page?.getBoundingClientRect().width).toBeLessThanOrEqual(480);
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
