import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CourseSharePending } from './CourseSharePending';

const meta = {
  title: 'Portal/Courses/CourseSharePending',
  component: CourseSharePending,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CourseSharePending>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The share panel while the QR encoder arrives: its heading, and the code's square kept. */
export const CodeOnItsWay: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: '分享课程' });
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    const square = panel.querySelector('[aria-hidden="true"]');
    await expect(square?.getBoundingClientRect().height).toBe(160);
  },
};
