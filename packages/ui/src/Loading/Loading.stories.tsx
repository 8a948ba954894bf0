import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '../Skeleton';
import { Loading } from './Loading';

const meta = {
  title: 'Feedback/Loading',
  component: Loading,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list on its way: placeholders shaped like its rows, one announcement for all of them. */
export const WithPlaceholders: Story = {
  args: { label: '正在加载课程' },
  render: (args) => (
    <Loading {...args}>
      <div style={{ display: 'grid', gap: 8 }}>
        <Skeleton lines={2} />
        <Skeleton lines={2} />
        <Skeleton lines={2} />
      </div>
    </Loading>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载课程');
  },
};

/** A section on its way: one block the height of what comes, so nothing below moves when it arrives. */
export const PlaceHolding: Story = {
  args: { label: '正在加载学习任务' },
  render: (args) => (
    <Loading {...args}>
      <Skeleton shape="rect" height={240} />
    </Loading>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载学习任务');
  },
};

/** Inside a frame that already has its size: nothing for the eye, the status for screen readers. */
export const StatusOnly: Story = {
  args: { label: '正在加载学时' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载学时');
  },
};

export const WithPlaceholdersBlueTheme: Story = { ...WithPlaceholders, globals: { theme: 'blue' } };
export const WithPlaceholdersElderMode: Story = { ...WithPlaceholders, globals: { elder: true } };
