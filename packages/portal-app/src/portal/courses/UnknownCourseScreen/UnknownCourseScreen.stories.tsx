import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { UnknownCourseScreen } from './UnknownCourseScreen';

function ErrorSharePage() {
  return (
    <ScreenHarness path="/errorShare">
      <UnknownCourseScreen />
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/Courses/UnknownCourse',
  component: ErrorSharePage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ErrorSharePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '课程不存在' })).toBeVisible();
    await expect(canvas.getByText('您访问的课程不存在或已下架，请确认链接是否正确。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
    await expect(canvas.getByRole('link', { name: '浏览课程推荐' })).toHaveAttribute('href', '/commendIndex');
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };

export const ElderMode: Story = { globals: { elder: true } };
