import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadFailed } from './LoadFailed';

const meta = {
  title: 'Portal/LoadFailed',
  component: LoadFailed,
  args: { what: '学时', onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('学时数据加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FailedBlueTheme: Story = { globals: { theme: 'blue' } };

export const FailedElderMode: Story = { globals: { elder: true }, args: { height: 120 } };
