import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoginRequiredScreen } from '../../admin/screens/login-required';
import { NotAdminScreen } from '../../admin/screens/not-admin';
import { DataFrame } from '../../admin/testing/storyFrames';
import { NotFoundScreen } from '../../portal/app/NotFoundScreen';
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

/** The portal's /404 (docs/product/routes.md#when-the-site-cannot-be-configured): outside the frame, with the way back home. */
export const PortalNotFound: Story = {
  render: () => <NotFoundScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/index');
  },
};

/** The admin site opened by someone without the manage role. */
export const AdminNotAdmin: Story = {
  render: () => <NotAdminScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('如需管理权限，请联系单位管理员。')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/index');
  },
};

/** The admin site opened without a session: signing in comes back to it. */
export const AdminLoginRequired: Story = {
  render: () => (
    <DataFrame>
      <LoginRequiredScreen leave={() => undefined} />
    </DataFrame>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('登录后回到管理端的这个页面。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
  },
};
