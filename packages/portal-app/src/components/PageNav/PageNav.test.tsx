import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageNav, type PageNavItem } from './PageNav';

const items: PageNavItem[] = [
  { to: '/projectDetail?id=c1', label: '班级首页' },
  { to: '/projectDetailCxda/myClass?id=c1', label: '成长档案', activeUnder: '/projectDetailCxda' },
];

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <PageNav label="班级导航" items={items} look="compactTabs" />
    </MemoryRouter>,
  );
  return (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
}

describe('the page a navigation marks as current', () => {
  it('is the link to the page on screen, whatever its query', () => {
    const current = renderAt('/projectDetail?id=c1&from=home');
    expect(screen.getByRole('navigation', { name: '班级导航' })).toBeInTheDocument();
    expect(current('班级首页')).toBe('page');
    expect(current('成长档案')).toBeNull();
  });

  it('is also the link whose child pages are on screen', () => {
    const current = renderAt('/projectDetailCxda/myExam?id=c1');
    expect(current('成长档案')).toBe('page');
    expect(current('班级首页')).toBeNull();
  });

  it('is no link on a page that only begins alike', () => {
    const current = renderAt('/projectDetailCxdaOld?id=c1');
    expect(current('成长档案')).toBeNull();
  });
});
