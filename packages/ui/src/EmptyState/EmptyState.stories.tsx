import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoData: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const NoDataBlueTheme: Story = {
  globals: { theme: 'blue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const NoInformation: Story = {
  args: { description: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无信息')).toBeVisible();
  },
};

export const NoSpecialTopicClasses: Story = {
  args: { kind: 'noClasses' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无专题班，敬请期待')).toBeVisible();
  },
};

export const NoContent: Story = {
  args: { kind: 'noContent', height: 160 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无内容')).toBeVisible();
  },
};

export const NoDataElderMode: Story = {
  globals: { elder: true },
};

export const WithAction: Story = {
  args: {
    description: '没有找到符合条件的课程',
    children: (
      <button type="button" style={{ font: 'inherit', padding: '6px 16px' }}>
        清除筛选条件
      </button>
    ),
  },
};

export const WithoutPicture: Story = {
  args: { image: null, height: 120 },
};
