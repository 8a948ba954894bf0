import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { defaultImageSrc } from '../Image';
import { brokenImageSrc } from '../Image/sampleCovers';
import { Button } from '../Button';
import { CourseCard } from './CourseCard';
import { longCourseName, sampleCourses } from './sampleCourses';

const { id: _completedId, ...completedCourse } = sampleCourses[0]!;
const { id: _courseId, ...course } = sampleCourses[1]!;

const meta = {
  title: 'Content/CourseCard',
  component: CourseCard,
  args: { ...course, onOpen: fn((event) => event.preventDefault()) },
  decorators: [
    (Story, context) => (
      <div style={{ maxWidth: context.args.layout === 'horizontal' ? 760 : 300 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithData: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: course.name })).toBeVisible();
    await expect(canvas.getByText('学习中')).toBeVisible();
  },
};

export const WithDataInteraction: Story = {
  ...WithData,
  name: 'Test: With Data',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await WithData.play!(context);
    const { canvas, args } = context;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: course.name })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const WithoutCover: Story = {
  args: { cover: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', defaultImageSrc);
  },
};

export const BrokenCover: Story = {
  args: { cover: brokenImageSrc },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toHaveAttribute('src', defaultImageSrc));
  },
};

export const LongName: Story = {
  args: { name: longCourseName },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: longCourseName });
    // Two lines on screen, the whole name for screen readers.
    await expect(link.scrollHeight).toBeGreaterThan(link.clientHeight);
  },
};

export const Completed: Story = {
  args: { ...completedCourse },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已完成')).toBeVisible();
    await expect(canvas.getByText('精品')).toBeVisible();
  },
};

/** An action the page adds (here 取消收藏) is drawn inside the card's box, at its foot. */
export const WithAction: Story = {
  args: {
    children: (
      <Button size="small" aria-label={`取消收藏《${course.name}》`}>
        取消收藏
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article').getBoundingClientRect();
    const action = canvas.getByRole('button', { name: `取消收藏《${course.name}》` }).getBoundingClientRect();
    await expect(action.top).toBeGreaterThanOrEqual(card.top);
    await expect(action.bottom).toBeLessThanOrEqual(card.bottom);
    await expect(action.left).toBeGreaterThanOrEqual(card.left);
    await expect(action.right).toBeLessThanOrEqual(card.right);
  },
};

export const Horizontal: Story = { args: { layout: 'horizontal' } };

export const HorizontalLongName: Story = { args: { layout: 'horizontal', name: longCourseName } };

export const CompletedBlueTheme: Story = { ...Completed, globals: { theme: 'blue' } };
export const CompletedElderMode: Story = { ...Completed, globals: { elder: true } };
export const HorizontalElderMode: Story = { ...Horizontal, globals: { elder: true } };
