import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { BackToTop } from './BackToTop';
import type { ScrollTarget } from './scrollToTop';

function fakeScroll(initial: number) {
  let top = initial;
  const positions: number[] = [];
  const target: ScrollTarget = {
    read: () => top,
    write: (next) => {
      top = next;
      positions.push(next);
    },
  };
  return {
    target,
    positions,
    scrollTo(next: number) {
      top = next;
      fireEvent.scroll(window);
    },
  };
}

describe('BackToTop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears only from 200 px of scroll', () => {
    const scroll = fakeScroll(0);
    render(<BackToTop scrollTarget={scroll.target} />);
    expect(screen.queryByRole('button', { name: '返回顶部' })).not.toBeInTheDocument();
    act(() => scroll.scrollTo(199));
    expect(screen.queryByRole('button', { name: '返回顶部' })).not.toBeInTheDocument();
    act(() => scroll.scrollTo(200));
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeVisible();
  });

  it('scrolls up in 16 ms steps, smoothly, ending at the top, from the keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const scroll = fakeScroll(1600);
    render(
      <>
        <a id="top-link" href="#main">
          跳到主要内容
        </a>
        <BackToTop scrollTarget={scroll.target} focusTargetId="top-link" />
      </>,
    );
    screen.getByRole('button', { name: '返回顶部' }).focus();
    await user.keyboard('{Enter}');
    expect(scroll.positions).toEqual([]);
    act(() => vi.advanceTimersByTime(16));
    expect(scroll.positions).toHaveLength(1);
    expect(scroll.positions[0]).toBeLessThan(1600);
    act(() => vi.advanceTimersByTime(16 * 30));
    const positions = scroll.positions;
    expect(positions.at(-1)).toBe(0);
    expect(positions.every((value, index) => index === 0 || value <= positions[index - 1]!)).toBe(true);
    expect(positions.length).toBeGreaterThan(10);
    expect(screen.getByRole('link', { name: '跳到主要内容' })).toHaveFocus();
  });

  it('jumps at once when the system asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    const scroll = fakeScroll(900);
    render(<BackToTop scrollTarget={scroll.target} />);
    fireEvent.click(screen.getByRole('button', { name: '返回顶部' }));
    expect(scroll.positions).toEqual([0]);
    vi.unstubAllGlobals();
  });

  it('has no accessibility violations', async () => {
    vi.useRealTimers();
    const scroll = fakeScroll(500);
    const { container } = render(<BackToTop scrollTarget={scroll.target} />);
    await expectNoAxeViolations(container);
  });
});
