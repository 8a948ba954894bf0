import type { Meta, StoryObj } from '@storybook/react-vite';
import { isLoadingWithin } from '@study-portal/ui';
import { expect, within } from 'storybook/test';
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
    await expect(within(panel).getByRole('status')).toHaveTextContent('正在加载分享二维码');
    await expect(isLoadingWithin(panel)).toBe(true);
    const square = panel.querySelector('[aria-hidden="true"]');
    await expect(square?.getBoundingClientRect().height).toBe(160);
  },
};
