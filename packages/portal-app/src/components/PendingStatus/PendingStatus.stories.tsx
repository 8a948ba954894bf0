import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PendingStatus } from './PendingStatus';

const meta = {
  title: 'Shared/PendingStatus',
  component: PendingStatus,
  args: { label: '正在加载' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PendingStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to see (the frame around it has its size); screen readers hear what is coming. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载');
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};
