import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Content/ProgressBar',
  component: ProgressBar,
  args: { value: 35, showValue: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '进度' })).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

export const ThirtyFivePercent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '进度' })).toHaveAttribute('aria-valuenow', '35');
  },
};

export const Complete: Story = {
  args: { value: 100, tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const WithLabel: Story = {
  args: { value: 62, label: '学习进度', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '学习进度' })).toHaveAttribute('aria-valuenow', '62');
    await expect(canvas.getByText('学习进度')).toBeVisible();
  },
};

export const WithLabelBlueTheme: Story = { ...WithLabel, globals: { theme: 'blue' } };
export const WithLabelElderMode: Story = { ...WithLabel, globals: { elder: true } };
