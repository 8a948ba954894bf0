import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageNotice } from './PageNotice';

const meta = {
  title: 'Shared/PageNotice',
  component: PageNotice,
  parameters: { layout: 'fullscreen' },
  args: { title: '页面不存在', description: '您访问的页面不存在，或站点配置暂时无法读取。' },
} satisfies Meta<typeof PageNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Message: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
  },
};
