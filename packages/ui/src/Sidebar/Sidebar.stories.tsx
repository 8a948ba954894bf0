import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sidebar } from './Sidebar';
import { managementRoutes, sidebarIcons } from './sidebarFixtures';

const meta = {
  title: 'Navigation/Sidebar',
  component: Sidebar,
  args: {
    items: managementRoutes,
    onNavigate: fn((_item, event) => event.preventDefault()),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', height: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExpandedWithNestedSubmenus: Story = {};

export const ExpandedWithNestedSubmenusInteraction: Story = {
  ...ExpandedWithNestedSubmenus,
  name: 'Test: Expanded With Nested Submenus',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    const course = canvas.getByRole('button', { name: '课程管理' });
    await expect(course).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(course).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '课程分类' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '党史学习' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ title: '党史学习' }), expect.anything(), '/course/category/party');
  },
};

export const ActiveDeepItem: Story = {
  args: { activePath: '/course/category/law' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '法律法规' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '课程分类' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Collapsed: Story = {
  args: { collapsed: true, activePath: '/home' },
};

export const CollapsedInteraction: Story = {
  ...Collapsed,
  name: 'Test: Collapsed',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute('title', '首页');
  },
};

export const CollapsedPopOutOpen: Story = {
  args: { collapsed: true, activePath: '/course/category/law' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '课程管理' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await canvas.findByRole('navigation', { name: '课程管理' });
    await expect(within(panel).getByRole('link', { name: '课程列表' })).toHaveFocus();
    await expect(within(panel).getByRole('link', { name: '法律法规' })).toHaveAttribute('aria-current', 'page');
  },
};

export const CollapsedPopOutOnHover: Story = {
  args: { collapsed: true },
};

export const CollapsedPopOutOnHoverInteraction: Story = {
  ...CollapsedPopOutOnHover,
  name: 'Test: Collapsed Pop Out On Hover',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: '考试管理' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: '试卷管理' })).toBeVisible());
  },
};

export const WithoutAnimation: Story = {
  args: { collapsed: true, withoutAnimation: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '侧边菜单' })).toHaveStyle({ transitionDuration: '0s' });
  },
};

export const HiddenSingleChildAndExternal: Story = {
  args: {
    items: [
      { path: '/home', title: '首页', icon: sidebarIcons.home },
      { path: '/audit', title: '审计日志', hidden: true },
      { path: '/profile', title: '个人中心', icon: sidebarIcons.profile, children: [{ path: 'index', title: '我的资料' }] },
      {
        path: '/notice',
        title: '通知公告',
        icon: sidebarIcons.notice,
        alwaysShow: true,
        children: [
          { path: 'list', title: '公告列表' },
          { path: 'edit', title: '编辑公告', hidden: true },
        ],
      },
      { path: 'https://openstd.samr.gov.cn/', title: '国家标准查询', icon: sidebarIcons.link },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('审计日志')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '我的资料' })).toHaveAttribute('href', '/profile/index');
    const external = canvas.getByRole('link', { name: /^国家标准查询\s*（在新窗口打开）$/ });
    await expect(external).toHaveAttribute('target', '_blank');
  },
};

export const HiddenSingleChildAndExternalInteraction: Story = {
  ...HiddenSingleChildAndExternal,
  name: 'Test: Hidden Single Child And External',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await HiddenSingleChildAndExternal.play!(context);
    const { canvas } = context;
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '通知公告' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: '公告列表' })).toBeVisible();
    await expect(canvas.queryByText('编辑公告')).not.toBeInTheDocument();
  },
};

export const ActiveDeepItemBlueTheme: Story = { args: { activePath: '/course/category/law' }, globals: { theme: 'blue' } };

export const ActiveDeepItemElderMode: Story = { args: { activePath: '/course/category/law' }, globals: { elder: true } };

export const CollapsedElderMode: Story = { ...CollapsedPopOutOpen, globals: { elder: true } };
