import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { TopMenu, type TopMenuEntry } from './TopMenu';

const entries: TopMenuEntry[] = [
  { kind: 'link', id: 'home', label: '首页', href: '/index' },
  { kind: 'link', id: 'courses', label: '课程推荐', href: '/commendIndex' },
  { kind: 'link', id: 'library', label: '数字图书馆', href: 'https://library.example.cn/', external: true },
  { kind: 'button', id: 'zwy', label: '中国干部网络学院' },
];

describe('TopMenu', () => {
  it('lists the entries in the given order inside a named navigation', () => {
    render(<TopMenu entries={entries} />);
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '首页',
      '课程推荐',
      '数字图书馆',
      '中国干部网络学院',
    ]);
  });

  it('marks the active entry as the current page', () => {
    render(<TopMenu entries={entries} activeId="courses" />);
    expect(screen.getByRole('link', { name: '课程推荐' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('hands plain clicks on route entries to the app, but not modified clicks', async () => {
    const onNavigate = vi.fn((_entry: unknown, event: { preventDefault(): void }) => event.preventDefault());
    render(<TopMenu entries={entries} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: '课程推荐' }));
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'courses' }), expect.anything());
    // A ctrl-click is the browser's to handle (new tab); stop jsdom from trying to navigate.
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    fireEvent.click(screen.getByRole('link', { name: '首页' }), { ctrlKey: true });
    document.removeEventListener('click', stopNavigation);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('opens external entries in a new tab', () => {
    render(<TopMenu entries={entries} />);
    const link = screen.getByRole('link', { name: '数字图书馆' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('runs button entries from the keyboard', async () => {
    const onAction = vi.fn();
    render(<TopMenu entries={entries} onAction={onAction} />);
    screen.getByRole('button', { name: '中国干部网络学院' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'zwy' }));
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<TopMenu entries={entries} activeId="home" />);
    await expectNoAxeViolations(container);
  });
});
