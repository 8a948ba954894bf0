import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RingChart } from './RingChart';

const meta = {
  title: 'Content/Chart/RingChart',
  component: RingChart,
  args: { value: 18.5, max: 50, label: '2026年度总学时完成进度', description: '已完成 18.5 学时，要求 50 学时' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RingChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderWay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '2026年度总学时完成进度：37%，已完成 18.5 学时，要求 50 学时' })).toBeVisible();
  },
};

export const Reached: Story = {
  args: { value: 56.5, max: 50, tone: 'success', description: '已完成 56.5 学时，要求 50 学时' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('data-percent', '100');
  },
};

export const NoRequirement: Story = {
  args: { value: 6.5, max: 0, centreText: '6.5', description: '未设置学时要求' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '2026年度总学时完成进度：6.5，未设置学时要求' })).toBeVisible();
  },
};

export const BlueTheme: Story = { globals: { theme: 'blue' } };
export const ElderMode: Story = { args: { size: 140 }, globals: { elder: true } };
