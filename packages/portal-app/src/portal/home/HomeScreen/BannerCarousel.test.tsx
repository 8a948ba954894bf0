import type { Banner } from '@study-portal/api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel, bannerInterval } from './BannerCarousel';

const banners: Banner[] = [
  { id: 'b1', title: '全会精神专题培训', imageUrl: '/b1.svg', link: '/subjectDetail?id=s1' },
  { id: 'b2', title: '网上专题班开班', imageUrl: '/b2.svg', link: 'https://example.cn/classes' },
  { id: 'b3', title: '数字素养提升', imageUrl: '/b3.svg', link: 'javascript:alert(1)' },
];

function renderCarousel(items: Banner[] = banners) {
  render(
    <MemoryRouter>
      <BannerCarousel banners={items} />
    </MemoryRouter>,
  );
}

/** The slide that is shown (the others are hidden). */
const shownSlide = () => screen.getByRole('group', { name: /^第\d张/ });

describe('the home page banner carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns to the next banner every five seconds and wraps round', () => {
    renderCarousel();
    expect(shownSlide()).toHaveAccessibleName('第1张，共3张');
    act(() => vi.advanceTimersByTime(bannerInterval));
    expect(shownSlide()).toHaveAccessibleName('第2张，共3张');
    act(() => vi.advanceTimersByTime(bannerInterval * 2));
    expect(shownSlide()).toHaveAccessibleName('第1张，共3张');
  });

  it('stops turning for good when paused, and announces changes while stopped', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: '暂停轮播' }));
    // Moving the pointer away must not restart it.
    fireEvent.mouseLeave(shownSlide().parentElement!.parentElement!);
    act(() => vi.advanceTimersByTime(bannerInterval * 3));
    expect(shownSlide()).toHaveAccessibleName('第1张，共3张');
    expect(shownSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: '开始轮播' }));
    expect(screen.getByRole('button', { name: '暂停轮播' })).toBeInTheDocument();
  });

  it('holds still while the keyboard focus is inside it', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: '下一张' }).focus());
    act(() => vi.advanceTimersByTime(bannerInterval * 2));
    expect(shownSlide()).toHaveAccessibleName('第1张，共3张');
    act(() => screen.getByRole('button', { name: '下一张' }).blur());
    act(() => vi.advanceTimersByTime(bannerInterval));
    expect(shownSlide()).toHaveAccessibleName('第2张，共3张');
  });

  it('moves with the previous and next buttons, the arrow keys and the banner buttons', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(shownSlide()).toHaveAccessibleName('第3张，共3张');
    await user.keyboard('{ArrowRight}');
    expect(shownSlide()).toHaveAccessibleName('第1张，共3张');
    await user.keyboard('{ArrowLeft}');
    expect(shownSlide()).toHaveAccessibleName('第3张，共3张');
    await user.click(screen.getByRole('button', { name: '显示第2张：网上专题班开班' }));
    expect(shownSlide()).toHaveAccessibleName('第2张，共3张');
    expect(screen.getByRole('button', { name: '显示第2张：网上专题班开班' })).toHaveAttribute('aria-current', 'true');
  });

  it('links a portal path in the app, an http address in a new tab, and nothing else', () => {
    renderCarousel();
    expect(screen.getByRole('link', { name: '全会精神专题培训' })).toHaveAttribute('href', '/subjectDetail?id=s1');
    const external = screen.getByRole('link', { name: /网上专题班开班/, hidden: true });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /数字素养提升/, hidden: true })).toBeNull();
    expect(screen.getByText('数字素养提升')).toBeInTheDocument();
  });

  it('loads the first picture at once and the others when shown', () => {
    const { container } = render(
      <MemoryRouter>
        <BannerCarousel banners={banners} />
      </MemoryRouter>,
    );
    const pictures = [...container.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).toHaveAttribute('width', '640');
    expect(pictures[0]).toHaveAttribute('height', '360');
  });

  it('shows a single banner without controls or turning', () => {
    renderCarousel(banners.slice(0, 1));
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(bannerInterval * 2));
    expect(shownSlide()).toHaveAccessibleName('第1张，共1张');
  });
});
