import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { Navbar, type NavbarProps } from './Navbar';

const breadcrumb = [{ label: '首页', href: '/home' }, { label: '课程管理', href: '/course' }, { label: '课程列表' }];

const renderNavbar = (props: Partial<NavbarProps> = {}) => {
  const handlers = { onToggleSidebar: vi.fn(), onLogout: vi.fn(), onProfile: vi.fn(), onPassword: vi.fn() };
  const view = render(
    <ThemeProvider>
      <Navbar
        sidebarOpen
        onToggleSidebar={handlers.onToggleSidebar}
        breadcrumb={breadcrumb}
        userName="张明华"
        onLogout={handlers.onLogout}
        userMenuItems={[
          { key: 'profile', label: '个人资料', onSelect: handlers.onProfile },
          { key: 'password', label: '修改密码', onSelect: handlers.onPassword },
        ]}
        {...props}
      />
    </ThemeProvider>,
  );
  return { ...view, handlers };
};

const userButton = () => screen.getByRole('button', { name: '张明华' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('Navbar', () => {
  it('has a sidebar toggle that tells whether the sidebar is open', async () => {
    const { handlers, rerender } = renderNavbar({ sidebarId: 'shell-sidebar' });
    const toggle = screen.getByRole('button', { name: '切换侧边菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'shell-sidebar');
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(handlers.onToggleSidebar).toHaveBeenCalledTimes(1);
    rerender(
      <ThemeProvider>
        <Navbar sidebarOpen={false} onToggleSidebar={vi.fn()} breadcrumb={breadcrumb} userName="张明华" onLogout={vi.fn()} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: '切换侧边菜单' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the breadcrumb', () => {
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(nav).getByText('课程列表')).toHaveAttribute('aria-current', 'page');
  });

  it('opens the user menu from the keyboard and moves through it with the arrow keys', async () => {
    renderNavbar();
    expect(userButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(userButton()).toHaveAttribute('aria-expanded', 'false');
    userButton().focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: '用户菜单' });
    expect(userButton()).toHaveAttribute('aria-expanded', 'true');
    expect(userButton()).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual(['个人资料', '修改密码', '退出登录']);
    expect(item('个人资料')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('修改密码')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('个人资料')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('退出登录')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('个人资料')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('退出登录')).toHaveFocus();
  });

  it('closes with Esc and Tab, returning the focus to the button', async () => {
    renderNavbar();
    userButton().focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(userButton()).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('退出登录')).toHaveFocus();
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(userButton()).toHaveFocus();
  });

  it('logs out and runs the extra entries', async () => {
    const { handlers } = renderNavbar();
    userButton().focus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(handlers.onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(userButton());
    await userEvent.click(item('修改密码'));
    expect(handlers.onPassword).toHaveBeenCalledTimes(1);
    expect(handlers.onProfile).not.toHaveBeenCalled();
  });

  it('closes when the user presses elsewhere, and toggles on the button', async () => {
    renderNavbar();
    await userEvent.click(userButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(userButton());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(userButton());
    await userEvent.click(screen.getByText('课程列表'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('renders the menu inside the theme’s portal root', async () => {
    renderNavbar();
    await userEvent.click(userButton());
    expect(screen.getByRole('menu').closest('[data-sp-portal-root]')).not.toBeNull();
  });

  it('has no accessibility violations, with the menu closed or open', async () => {
    const { container } = renderNavbar();
    await expectNoAxeViolations(container);
    await userEvent.click(userButton());
    expect(container).toContainElement(screen.getByRole('menu'));
    await expectNoAxeViolations(container);
  });
});
