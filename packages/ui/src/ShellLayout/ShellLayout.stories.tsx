import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { managementRoutes } from '../Sidebar/sidebarFixtures';
import { ShellLayout } from './ShellLayout';

const meta = {
  title: 'Layout/ShellLayout',
  component: ShellLayout,
  args: {
    device: 'desktop',
    sidebarItems: managementRoutes,
    activePath: '/exam/paper',
    onNavigate: fn((_item, event) => event.preventDefault()),
    breadcrumb: [{ label: '首页', href: '/home' }, { label: '考试管理' }, { label: '试卷管理' }],
    onBreadcrumbNavigate: fn((_item, event) => event.preventDefault()),
    userName: '张明华',
    onLogout: fn(),
    onSidebarOpenChange: fn(),
    footerLines: [
      '主办单位：干部网络学院（演示）',
      '技术支持：Study Portal 开源项目',
      '地址：北京市东城区示例路 1 号　邮编：100000',
      '京ICP备00000000号（演示）',
    ],
    children: (
      <section>
        <h1 style={{ marginTop: 0 }}>试卷管理</h1>
        <p>本页列出本单位的全部试卷，可按名称和状态查询。</p>
      </section>
    ),
  },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

// A phone-sized frame; its transform makes the drawer and backdrop stay inside it.
const phoneFrame: Story['decorators'] = [
  (Story) => (
    <div style={{ width: 390, height: 720, overflow: 'auto', transform: 'translateZ(0)', border: '1px solid #dcdfe6' }}>
      <Story />
    </div>
  ),
];

export const DesktopOpen: Story = {};

export const DesktopOpenInteraction: Story = {
  ...DesktopOpen,
  name: 'Test: Desktop Open',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    // The sidebar comes first in the tab order, then the navbar.
    await userEvent.tab();
    const sidebar = canvas.getByRole('navigation', { name: '侧边菜单' });
    await expect(within(sidebar).getByRole('link', { name: '首页' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: '试卷管理' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const DesktopCollapsed: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: '切换侧边菜单' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSidebarOpenChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('navigation', { name: '侧边菜单' })).toHaveAttribute('data-collapsed', 'true');
  },
};

export const MobileClosed: Story = {
  args: { device: 'mobile' },
  decorators: phoneFrame,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '切换侧边菜单' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const MobileOpen: Story = {
  args: { device: 'mobile' },
  decorators: phoneFrame,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await canvas.findByRole('dialog', { name: '侧边菜单' });
    await expect(within(drawer).getByRole('button', { name: '收起菜单' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: '切换侧边菜单' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('dialog', { name: '侧边菜单' })).toBeVisible();
  },
};

export const DesktopOpenBlueTheme: Story = { globals: { theme: 'blue' } };

export const DesktopOpenElderMode: Story = { globals: { elder: true } };

export const MobileOpenElderMode: Story = { ...MobileOpen, globals: { elder: true } };
