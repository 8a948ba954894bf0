import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Frame/NotFoundScreen',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The portal's /404 (docs/product/routes.md#when-the-site-cannot-be-configured): outside the frame, with the way back home. */
export const OutsideTheFrame: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
  },
};
