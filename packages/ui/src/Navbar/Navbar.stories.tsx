import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Navbar } from './Navbar';

const meta = {
  title: 'Navigation/Navbar',
  component: Navbar,
  args: {
    sidebarOpen: true,
    onToggleSidebar: fn(),
    breadcrumb: [{ label: '首页', href: '/home' }, { label: '课程管理', href: '/course' }, { label: '课程列表' }],
    onBreadcrumbNavigate: fn((_item, event) => event.preventDefault()),
    userName: '张明华',
    onLogout: fn(),
    userMenuItems: [
      { key: 'profile', label: '个人资料', onSelect: fn() },
      { key: 'password', label: '修改密码', onSelect: fn() },
    ],
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DefaultInteraction: Story = {
  ...Default,
  name: 'Test: Default',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '切换侧边菜单' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);
  },
};

export const MenuOpen: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '张明华' });
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    const menu = canvas.getByRole('menu', { name: '用户菜单' });
    await expect(within(menu).getByRole('menuitem', { name: '个人资料' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '修改密码' })).toHaveFocus();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const LongBreadcrumb: Story = {
  args: {
    sidebarOpen: false,
    breadcrumb: [
      { label: '首页', href: '/home' },
      { label: '网上专题班', href: '/project' },
      { label: '2026年度党员干部学习贯彻专题培训班', href: '/project/projectDetail' },
      { label: '班级考试', href: '/project/projectDetail/myExam' },
      { label: '第三单元综合测验成绩与答卷详情' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '切换侧边菜单' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('第三单元综合测验成绩与答卷详情')).toHaveAttribute('aria-current', 'page');
  },
};

export const MenuOpenBlueTheme: Story = { ...MenuOpen, globals: { theme: 'blue' } };

export const MenuOpenElderMode: Story = { ...MenuOpen, globals: { elder: true } };
