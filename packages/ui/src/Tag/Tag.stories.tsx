import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'Content/Tag',
  component: Tag,
  args: { children: '未学习' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未学习')).toBeVisible();
  },
};
export const Primary: Story = { args: { tone: 'primary', children: '学习中' } };
export const Success: Story = { args: { tone: 'success', children: '已完成' } };
export const Warning: Story = { args: { tone: 'warning', children: '精品' } };
export const Danger: Story = { args: { tone: 'danger', children: '已结束' } };
export const Info: Story = { args: { tone: 'info', children: '已报名' } };

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Tag>未学习</Tag>
      <Tag tone="primary">学习中</Tag>
      <Tag tone="success">已完成</Tag>
      <Tag tone="warning">精品</Tag>
      <Tag tone="danger">已结束</Tag>
      <Tag tone="info">已报名</Tag>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/./).map((tag) => tag.dataset.tone)).toEqual(['default', 'primary', 'success', 'warning', 'danger', 'info']);
  },
};

export const AllTonesBlueTheme: Story = { ...AllTones, globals: { theme: 'blue' } };
export const AllTonesElderMode: Story = { ...AllTones, globals: { elder: true } };
