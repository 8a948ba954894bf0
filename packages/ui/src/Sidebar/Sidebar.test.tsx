import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { Sidebar } from './Sidebar';
import { managementRoutes } from './sidebarFixtures';
import { resolvePath } from './sidebarTree';

const toggle = (name: string) => screen.getByRole('button', { name });
const link = (name: string | RegExp) => screen.getByRole('link', { name });

afterEach(() => {
  vi.useRealTimers();
});

describe('resolvePath', () => {
  it('hangs relative paths under the parent and leaves absolute and external ones alone', () => {
    expect(resolvePath('/course', 'list')).toBe('/course/list');
    expect(resolvePath('/course/', 'list')).toBe('/course/list');
    expect(resolvePath('/course', '')).toBe('/course');
    expect(resolvePath('/course', '/exam')).toBe('/exam');
    expect(resolvePath('/course', 'https://a.cn/')).toBe('https://a.cn/');
    expect(resolvePath('https://a.cn/', 'x')).toBe('https://a.cn/');
  });
});

describe('Sidebar', () => {
  it('builds a named navigation with full paths from the route tree', () => {
    render(<Sidebar items={managementRoutes} />);
    expect(screen.getByRole('navigation', { name: '侧边菜单' })).toBeInTheDocument();
    expect(link('首页')).toHaveAttribute('href', '/home');
    // Links inside closed submenus are out of the accessibility tree until opened.
    expect(screen.getByRole('link', { name: '课程列表', hidden: true })).toHaveAttribute('href', '/course/list');
    expect(screen.getByRole('link', { name: '法律法规', hidden: true })).toHaveAttribute('href', '/course/category/law');
  });

  it('leaves hidden routes out', () => {
    render(<Sidebar items={managementRoutes} />);
    expect(screen.queryByText('课程详情')).not.toBeInTheDocument();
    expect(screen.queryByText('审计日志')).not.toBeInTheDocument();
    expect(screen.queryByText('编辑公告')).not.toBeInTheDocument();
  });

  it('shows a single visible child in its parent’s place, unless the parent is always shown', () => {
    render(<Sidebar items={managementRoutes} />);
    expect(link('我的资料')).toHaveAttribute('href', '/profile/index');
    expect(screen.queryByText('个人中心')).not.toBeInTheDocument();
    // 通知公告 has one visible child too, but alwaysShow keeps its submenu.
    expect(toggle('通知公告')).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets the single child inherit its parent’s icon', () => {
    render(<Sidebar items={managementRoutes} />);
    expect(link('我的资料').querySelector('svg')).not.toBeNull();
  });

  it('opens external routes in a new tab, says so, and leaves them to the browser', () => {
    const onNavigate = vi.fn();
    render(<Sidebar items={managementRoutes} onNavigate={onNavigate} />);
    const external = link('国家标准查询（在新窗口打开）');
    expect(external).toHaveAttribute('href', 'https://openstd.samr.gov.cn/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    fireEvent.click(external);
    document.removeEventListener('click', stopNavigation);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('keeps one submenu open per level', async () => {
    render(<Sidebar items={managementRoutes} />);
    await userEvent.click(toggle('课程管理'));
    expect(toggle('课程管理')).toHaveAttribute('aria-expanded', 'true');
    expect(link('课程列表')).toBeVisible();
    await userEvent.click(toggle('课程分类'));
    await userEvent.click(toggle('课程标签'));
    expect(toggle('课程分类')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('课程标签')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('课程管理')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle('考试管理'));
    expect(toggle('考试管理')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('课程管理')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '课程列表' })).not.toBeInTheDocument();
    // Reopening the first level does not bring back what was open inside it.
    await userEvent.click(toggle('课程管理'));
    expect(toggle('课程标签')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the active route and opens the submenus leading to it, following route changes', () => {
    const { rerender } = render(<Sidebar items={managementRoutes} activePath="/course/category/law" />);
    expect(link('法律法规')).toHaveAttribute('aria-current', 'page');
    expect(toggle('课程管理')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('课程分类')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link').filter((element) => element.hasAttribute('aria-current'))).toHaveLength(1);
    rerender(<Sidebar items={managementRoutes} activePath="/exam/score" />);
    expect(link('成绩查询')).toHaveAttribute('aria-current', 'page');
    expect(toggle('考试管理')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('课程管理')).toHaveAttribute('aria-expanded', 'false');
  });

  it('is driven from the keyboard: Tab through entries, Enter and Space toggle, Enter follows', async () => {
    const onNavigate = vi.fn((_item: unknown, event: { preventDefault(): void }) => event.preventDefault());
    render(<Sidebar items={managementRoutes} onNavigate={onNavigate} />);
    await userEvent.tab();
    expect(link('首页')).toHaveFocus();
    await userEvent.tab();
    expect(toggle('课程管理')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle('课程管理')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(toggle('课程管理')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    expect(toggle('考试管理')).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    expect(link('试卷管理')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ title: '试卷管理' }), expect.anything(), '/exam/paper');
  });

  describe('collapsed', () => {
    it('shows icons only, keeping the titles for screen readers and as tooltips', () => {
      render(<Sidebar items={managementRoutes} collapsed />);
      expect(screen.getByRole('navigation')).toHaveAttribute('data-collapsed', 'true');
      expect(link('首页')).toHaveAttribute('title', '首页');
      expect(toggle('课程管理')).toHaveAttribute('title', '课程管理');
      expect(toggle('课程管理')).toHaveAttribute('aria-expanded', 'false');
      // Submenus are not laid out inline any more.
      expect(screen.queryByRole('link', { name: '课程列表' })).not.toBeInTheDocument();
    });

    it('pops a submenu out 200 ms after the pointer rests on its parent, and hides it when the pointer leaves', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Sidebar items={managementRoutes} collapsed />);
      await user.hover(toggle('考试管理'));
      act(() => vi.advanceTimersByTime(199));
      expect(screen.queryByRole('link', { name: '试卷管理' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(link('试卷管理')).toBeVisible();
      expect(toggle('考试管理')).toHaveAttribute('aria-expanded', 'true');
      await user.unhover(toggle('考试管理'));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('link', { name: '试卷管理' })).not.toBeInTheDocument();
      expect(toggle('考试管理')).toHaveAttribute('aria-expanded', 'false');
    });

    it('does not pop out when the pointer passes by in under 200 ms', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Sidebar items={managementRoutes} collapsed />);
      await user.hover(toggle('考试管理'));
      act(() => vi.advanceTimersByTime(150));
      await user.unhover(toggle('考试管理'));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('link', { name: '试卷管理' })).not.toBeInTheDocument();
    });

    it('pops out on focus after 200 ms; Esc closes it and returns the focus to the parent', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Sidebar items={managementRoutes} collapsed />);
      await user.tab();
      await user.tab();
      expect(toggle('课程管理')).toHaveFocus();
      act(() => vi.advanceTimersByTime(200));
      expect(link('课程列表')).toBeVisible();
      await user.keyboard('{Enter}');
      expect(link('课程列表')).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('link', { name: '课程列表' })).not.toBeInTheDocument();
      expect(toggle('课程管理')).toHaveFocus();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('link', { name: '课程列表' })).not.toBeInTheDocument();
    });

    it('opens at once with Enter, Space or ArrowRight, and Tab continues through the panel into the sidebar', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Sidebar items={managementRoutes} collapsed />);
      toggle('考试管理').focus();
      await user.keyboard('{ArrowRight}');
      expect(link('试卷管理')).toHaveFocus();
      await user.tab();
      expect(link('成绩查询')).toHaveFocus();
      await user.tab();
      expect(link('我的资料')).toHaveFocus();
      expect(screen.queryByRole('link', { name: '成绩查询' })).not.toBeInTheDocument();
      await user.tab({ shift: true });
      expect(toggle('考试管理')).toHaveFocus();
      await user.keyboard(' ');
      expect(link('试卷管理')).toHaveFocus();
      await user.tab({ shift: true });
      expect(toggle('考试管理')).toHaveFocus();
      expect(screen.queryByRole('link', { name: '试卷管理' })).not.toBeInTheDocument();
    });

    it('closes the panel when the focus leaves for elsewhere, and after a route is followed', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onNavigate = vi.fn((_item: unknown, event: { preventDefault(): void }) => event.preventDefault());
      render(<Sidebar items={managementRoutes} collapsed onNavigate={onNavigate} />);
      toggle('考试管理').focus();
      await user.keyboard('{Enter}');
      await user.keyboard('{Enter}');
      expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ title: '试卷管理' }), expect.anything(), '/exam/paper');
      expect(screen.queryByRole('link', { name: '试卷管理' })).not.toBeInTheDocument();
      toggle('考试管理').focus();
      await user.keyboard('{Enter}');
      act(() => link('首页').focus());
      expect(screen.queryByRole('link', { name: '试卷管理' })).not.toBeInTheDocument();
    });

    it('renders the pop-out inside the theme’s portal root, with nested submenus inline', async () => {
      vi.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <ThemeProvider>
          <Sidebar items={managementRoutes} collapsed activePath="/course/category/party" />
        </ThemeProvider>,
      );
      await user.hover(toggle('课程管理'));
      act(() => vi.advanceTimersByTime(200));
      const panelLink = link('党史学习');
      expect(panelLink.closest('[data-sp-portal-root]')).not.toBeNull();
      expect(panelLink).toHaveAttribute('aria-current', 'page');
      const list = screen.getByRole('navigation', { name: '课程管理' });
      await user.click(within(list).getByRole('button', { name: '课程标签' }));
      expect(within(list).getByRole('button', { name: '课程分类' })).toHaveAttribute('aria-expanded', 'false');
      expect(link('常用标签')).toBeVisible();
      // axe schedules its work on timers of its own.
      vi.useRealTimers();
      await expectNoAxeViolations(document.body);
    });
  });

  it('collapses without a transition when asked', () => {
    const { rerender } = render(<Sidebar items={managementRoutes} collapsed />);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-animate', 'true');
    rerender(<Sidebar items={managementRoutes} collapsed withoutAnimation />);
    const nav = screen.getByRole('navigation');
    expect(nav).toHaveAttribute('data-animate', 'false');
    expect(getComputedStyle(nav).transition).toBe('none');
  });

  it('has no accessibility violations, expanded or collapsed', async () => {
    const { container, rerender } = render(<Sidebar items={managementRoutes} activePath="/course/category/law" />);
    await expectNoAxeViolations(container);
    rerender(<Sidebar items={managementRoutes} activePath="/course/category/law" collapsed />);
    await expectNoAxeViolations(container);
  });
});
