import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { displayLengths } from '../format/displayText';
import { expectNoAxeViolations } from '../testing/axe';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';

const items: BreadcrumbItem[] = [
  { label: '首页', href: '/home' },
  { label: '学习中心', href: '/personalCenter' },
  { label: '考试管理' },
  { label: '我的考试', href: '/ignored' },
];

describe('Breadcrumb', () => {
  it('lists the steps in order inside a navigation named 当前位置', () => {
    render(<Breadcrumb items={items} />);
    const nav = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['首页/', '学习中心/', '考试管理/', '我的考试']);
  });

  it('marks the last step as the current page, not a link, and hides the separators', () => {
    const { container } = render(<Breadcrumb items={items} />);
    expect(screen.getByText('我的考试')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: '我的考试' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/home', '/personalCenter']);
    const separators = container.querySelectorAll('li > [aria-hidden="true"]');
    expect(separators).toHaveLength(3);
  });

  it('shows a step without an address as text', () => {
    render(<Breadcrumb items={items} />);
    expect(screen.getByText('考试管理').tagName).toBe('SPAN');
    expect(screen.getByText('考试管理')).not.toHaveAttribute('aria-current');
  });

  it('hands plain clicks and Enter to the app, but not modified clicks', async () => {
    const onNavigate = vi.fn((_item: BreadcrumbItem, event: { preventDefault(): void }) => event.preventDefault());
    render(<Breadcrumb items={items} onNavigate={onNavigate} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '学习中心' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(items[1], expect.anything());
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    fireEvent.click(screen.getByRole('link', { name: '首页' }), { ctrlKey: true });
    document.removeEventListener('click', stopNavigation);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('cuts a runaway step name short and keeps markup as text', () => {
    const zalgo = `Z${'\u0301'.repeat(100_000)}`;
    render(<Breadcrumb items={[{ label: `<b>栏目</b>${'长'.repeat(100)}`, href: '/column' }, { label: `${zalgo} ${'Unbreakable'.repeat(2_000)}` }]} />);
    const [column, current] = screen.getAllByRole('listitem').map((item) => item.firstElementChild!.textContent ?? '');
    expect(column).toBe(`<b>栏目</b>${'长'.repeat(40)}…`);
    expect([...current!]).toHaveLength(displayLengths.label);
    expect(current).toMatch(/^Z\u0301{30} Unbreakable.*…$/u);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Breadcrumb items={items} />);
    await expectNoAxeViolations(container);
  });
});
