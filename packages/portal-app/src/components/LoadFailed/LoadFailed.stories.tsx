import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, livePaths } from '@study-portal/api';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent } from 'storybook/test';
import { LoadFailed } from './LoadFailed';

const meta = {
  title: 'Shared/LoadFailed',
  component: LoadFailed,
  args: { what: '学时', onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LoadFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('学时数据加载失败');
  },
};

export const FailedInteraction: Story = {
  ...Failed,
  name: 'Test: Failed',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await Failed.play!(context);
    const { canvas, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FailedBlueTheme: Story = { globals: { theme: 'blue' } };

export const FailedElderMode: Story = { globals: { elder: true }, args: { height: 120 } };

/** A lost connection is worth another try, and the learner stays on the page for it. */
export const ConnectionLost: Story = {
  args: { what: '直播', error: new ApiError({ kind: 'network', path: livePaths.detail }), back: { to: '/liveIndex', label: '返回直播列表' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('直播数据加载失败');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const RefusedByServer: Story = {
  args: {
    what: '直播',
    error: new ApiError({ kind: 'business', path: livePaths.detail, serverMessage: '该直播不存在' }),
    back: { to: '/liveIndex', label: '返回直播列表' },
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该直播不存在');
    await expect(canvas.getByRole('link', { name: '返回直播列表' })).toHaveAttribute('href', '/liveIndex');
    await expect(canvas.queryByRole('button', { name: '重试' })).toBeNull();
  },
};

export const RefusedWithoutReason: Story = {
  args: { what: '回放', error: new ApiError({ kind: 'business', path: livePaths.replay }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('回放暂时无法查看');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
