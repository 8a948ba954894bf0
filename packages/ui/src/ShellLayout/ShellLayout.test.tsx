import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managementRoutes } from '../Sidebar/sidebarFixtures';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { ShellLayout, type ShellLayoutProps } from './ShellLayout';

const footerLines = ['主办单位：干部网络学院（演示）', '技术支持：Study Portal 开源项目', '地址：北京市东城区示例路 1 号', '京ICP备00000000号（演示）'];

const renderShell = (props: Partial<ShellLayoutProps> = {}) =>
  render(
    <ThemeProvider>
      <ShellLayout
        sidebarItems={managementRoutes}
        activePath="/exam/paper"
        breadcrumb={[{ label: '首页', href: '/home' }, { label: '考试管理' }, { label: '试卷管理' }]}
        userName="张明华"
        onLogout={vi.fn()}
        footerLines={footerLines}
        {...props}
      >
        <h1>试卷管理</h1>
      </ShellLayout>
    </ThemeProvider>,
  );

const toggle = () => screen.getByRole('button', { name: '切换侧边菜单' });
const sidebar = () => screen.getByRole('navigation', { name: '侧边菜单', hidden: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShellLayout', () => {
  it('lays out the sidebar, the navbar with its breadcrumb, the page and the footer', () => {
    renderShell({ device: 'desktop' });
    expect(screen.getByRole('navigation', { name: '侧边菜单' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '试卷管理' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('navigation', { name: '当前位置' })).getByText('试卷管理')).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: '试卷管理' })).toBeInTheDocument();
    expect(Array.from(screen.getByRole('contentinfo').querySelectorAll('p'), (line) => line.textContent)).toEqual(footerLines);
    expect(toggle()).toHaveAttribute('aria-controls', sidebar().id);
  });

  it('puts the footer lines under the page, beside the sidebar, leaving out empty lines and the footer itself without any', () => {
    const { unmount } = renderShell({ device: 'desktop', footerLines: ['主办单位：干部网络学院（演示）', '', undefined, '京ICP备00000000号（演示）'] });
    const footer = screen.getByRole('contentinfo');
    expect(Array.from(footer.querySelectorAll('p'), (line) => line.textContent)).toEqual(['主办单位：干部网络学院（演示）', '京ICP备00000000号（演示）']);
    expect(footer.parentElement).toBe(screen.getByRole('main').parentElement);
    expect(footer.parentElement).not.toContainElement(sidebar());
    unmount();
    renderShell({ device: 'desktop', footerLines: ['', ' '] });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('collapses and expands the sidebar on a desktop from the keyboard', async () => {
    const onSidebarOpenChange = vi.fn();
    renderShell({ device: 'desktop', onSidebarOpenChange });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar()).toHaveAttribute('data-collapsed', 'false');
    toggle().focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar()).toHaveAttribute('data-collapsed', 'true');
    await userEvent.keyboard(' ');
    expect(sidebar()).toHaveAttribute('data-collapsed', 'false');
    expect(onSidebarOpenChange.mock.calls).toEqual([[false], [true]]);
  });

  it('can start collapsed, and can be controlled by the app', async () => {
    const onSidebarOpenChange = vi.fn();
    const { unmount } = renderShell({ device: 'desktop', defaultSidebarOpen: false });
    expect(sidebar()).toHaveAttribute('data-collapsed', 'true');
    unmount();
    renderShell({ device: 'desktop', sidebarOpen: true, onSidebarOpenChange });
    await userEvent.click(toggle());
    expect(onSidebarOpenChange).toHaveBeenCalledWith(false);
    expect(sidebar()).toHaveAttribute('data-collapsed', 'false');
  });

  it('starts closed on a phone and opens as a drawer that takes the focus; Esc closes it and returns the focus', async () => {
    renderShell({ device: 'mobile' });
    expect(screen.queryByRole('navigation', { name: '侧边菜单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    expect(toggle()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = screen.getByRole('dialog', { name: '侧边菜单' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByRole('button', { name: '收起菜单' })).toHaveFocus();
    expect(within(drawer).getByRole('navigation', { name: '侧边菜单' })).toHaveAttribute('data-collapsed', 'false');
    // The page behind the drawer is out of reach.
    expect(screen.getByRole('main', { hidden: true }).parentElement).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('closes the drawer from the backdrop, the close button and after a route is followed', async () => {
    const onNavigate = vi.fn((_item: unknown, event: { preventDefault(): void }) => event.preventDefault());
    const { container } = renderShell({ device: 'mobile', onNavigate });
    await userEvent.click(toggle());
    fireEvent.click(container.querySelector('[data-backdrop]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('button', { name: '收起菜单' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('link', { name: '成绩查询' }));
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ title: '成绩查询' }), expect.anything(), '/exam/score');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelector('[data-backdrop]')).toBeNull();
  });

  it('follows the window width: under 1024 px it is a phone', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width/.test(query),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderShell();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: '侧边菜单' })).not.toBeInTheDocument();
  });

  it('has no accessibility violations on a desktop or with the drawer open', async () => {
    const { container, unmount } = renderShell({ device: 'desktop' });
    await expectNoAxeViolations(container);
    unmount();
    const phone = renderShell({ device: 'mobile' });
    await userEvent.click(toggle());
    await expectNoAxeViolations(phone.container);
  });
});
