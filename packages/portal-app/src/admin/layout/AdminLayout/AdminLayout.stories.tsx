import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { AdminRoute } from '../../access/adminRoute';
import { asyncRoutes } from '../../app/adminRoutes';
import { AdminSiteAt } from '../../testing/storyFrames';

// A route only auditors may open, to show the menu and the guard leaving it out.
const auditRoute: AdminRoute = {
  path: 'audit',
  meta: { title: '审计日志', roles: ['auditor'] },
  load: async () => (await import('../../notices')).NoticesScreen,
};

const meta = {
  title: 'Admin/AdminLayout',
  component: AdminSiteAt,
  args: { path: '/dashboard' },
} satisfies Meta<typeof AdminSiteAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('灯塔大课堂管理系统')).toBeVisible();
    const sidebar = canvas.getByRole('navigation', { name: '侧边菜单' });
    await waitFor(() => expect(Array.from(sidebar.querySelectorAll('a')).map((link) => link.textContent)).toEqual(['首页', '专题班管理', '通知公告', '学员建议']));
    await expect(await canvas.findByRole('heading', { name: '首页', level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '当前位置' })).toHaveTextContent('首页');
    await waitFor(() => expect(canvas.getByRole('contentinfo')).toHaveTextContent('主办单位'));
  },
};

export const FollowsTheSidebar: Story = {
  name: 'Test: Follows The Sidebar',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const sidebar = await canvas.findByRole('navigation', { name: '侧边菜单' });
    const link = Array.from(sidebar.querySelectorAll('a')).find((candidate) => candidate.textContent === '通知公告');
    await userEvent.click(link!);
    await expect(await canvas.findByRole('heading', { name: '通知公告', level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '当前位置' })).toHaveTextContent('首页/通知公告');
  },
};

export const RoleLimitedRouteHidden: Story = {
  args: { path: '/dashboard', routes: { async: [...asyncRoutes, auditRoute] } },
  play: async ({ canvas }) => {
    const sidebar = await canvas.findByRole('navigation', { name: '侧边菜单' });
    await waitFor(() => expect(sidebar.querySelectorAll('a')).toHaveLength(4));
    await expect(sidebar).not.toHaveTextContent('审计日志');
  },
};

export const ForbiddenAddress: Story = {
  args: { path: '/audit', routes: { async: [...asyncRoutes, auditRoute] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有权限访问此系统!')).toBeVisible();
  },
};

export const AuditorSeesTheRoute: Story = {
  args: {
    path: '/audit',
    routes: { async: [...asyncRoutes, auditRoute] },
    user: {
      id: 'u-auditor',
      name: '审计员',
      idCardHash: 'hash-auditor',
      roleList: [],
      roles: ['auditor'],
      manage: true,
      needUkey: false,
      check: false,
      needUpdatePwd: false,
    },
  },
  play: async ({ canvas }) => {
    const sidebar = await canvas.findByRole('navigation', { name: '侧边菜单' });
    await expect(sidebar).toHaveTextContent('审计日志');
    await expect(await canvas.findByRole('heading', { name: '通知公告', level: 1 }, { timeout: 5000 })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '侧边菜单' })).toBeVisible();
  },
};

export const CollapsedSidebar: Story = {
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { expanded: true });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
