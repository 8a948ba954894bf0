import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { Countdown, formatRemaining } from './Countdown';

const T0 = Date.UTC(2026, 5, 1, 1, 0, 0);
const minutes = (count: number) => count * 60_000;

const timer = () => screen.getByRole('timer', { name: '剩余时间' });
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]');
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('formats the remaining time as MM:SS under an hour and HH:MM:SS above', () => {
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(61)).toBe('01:01');
    expect(formatRemaining(3599)).toBe('59:59');
    expect(formatRemaining(3600)).toBe('01:00:00');
    expect(formatRemaining(10 * 3600 + 5)).toBe('10:00:05');
    expect(formatRemaining(86_399)).toBe('23:59:59');
    expect(formatRemaining(86_400)).toBe('1天 00:00:00');
    expect(formatRemaining(4 * 86_400 + 5 * 3600 + 30 * 60)).toBe('4天 05:30:00');
  });

  it('shows the time left, labelled, and counts down from the clock', () => {
    render(<Countdown endsAt={T0 + minutes(45)} />);
    expect(screen.getByText('剩余时间')).toBeVisible();
    expect(timer()).toHaveTextContent('45:00');
    pass(61_000);
    expect(timer()).toHaveTextContent('43:59');
  });

  it('shows hours for long exams', () => {
    render(<Countdown endsAt={T0 + minutes(120)} />);
    expect(timer()).toHaveTextContent('02:00:00');
    pass(1000);
    expect(timer()).toHaveTextContent('01:59:59');
  });

  it('reads the injected clock', () => {
    const fixed = T0 + minutes(20);
    render(<Countdown endsAt={T0 + minutes(45)} now={() => fixed} label="考试剩余时间" />);
    expect(screen.getByRole('timer', { name: '考试剩余时间' })).toHaveTextContent('25:00');
    pass(5000);
    expect(screen.getByRole('timer', { name: '考试剩余时间' })).toHaveTextContent('25:00');
  });

  it('speaks only at 10, 5 and 1 minutes left and at the end', () => {
    const { container } = render(<Countdown endsAt={T0 + minutes(10) + 3000} />);
    const spoken: string[] = [liveRegion(container)?.textContent ?? ''];
    for (let second = 0; second < 10 * 60 + 10; second += 1) {
      pass(1000);
      const text = liveRegion(container)?.textContent ?? '';
      if (text !== spoken.at(-1)) spoken.push(text);
    }
    expect(spoken).toEqual(['', '还剩 10 分钟', '还剩 5 分钟', '还剩 1 分钟', '时间到']);
    // The timer itself stays silent: it is not a live region of its own.
    expect(timer()).not.toHaveAttribute('aria-live');
  });

  it('ends exactly once at zero and reports each second', () => {
    const onEnd = vi.fn();
    const onTick = vi.fn();
    render(<Countdown endsAt={T0 + 3000} onEnd={onEnd} onTick={onTick} />);
    pass(2000);
    expect(onEnd).not.toHaveBeenCalled();
    pass(1000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    pass(60_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onTick.mock.calls.map(([seconds]) => seconds)).toEqual([2, 1, 0]);
    expect(timer()).toHaveTextContent('00:00');
    expect(screen.getByText('时间到')).toBeVisible();
  });

  it('catches up after the tab slept past the end, ending once', () => {
    const onEnd = vi.fn();
    const { container } = render(<Countdown endsAt={T0 + minutes(30)} onEnd={onEnd} />);
    pass(1000);
    // The device sleeps: the clock moves on two hours, no timer fires meanwhile.
    vi.setSystemTime(T0 + minutes(150));
    pass(1000);
    expect(timer()).toHaveTextContent('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(liveRegion(container)).toHaveTextContent('时间到');
    pass(minutes(5));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('says what is left, once, after sleeping through several thresholds', () => {
    const { container } = render(<Countdown endsAt={T0 + minutes(12)} />);
    pass(1000);
    vi.setSystemTime(T0 + minutes(8) + 30_000);
    pass(1000);
    expect(timer()).toHaveTextContent('03:29');
    expect(liveRegion(container)).toHaveTextContent('还剩 4 分钟');
  });

  it('ends at once when opened after the end', () => {
    const onEnd = vi.fn();
    render(<Countdown endsAt={T0 - minutes(3)} onEnd={onEnd} />);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(timer()).toHaveTextContent('00:00');
    pass(10_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('turns to the warning style under five minutes', () => {
    const { container } = render(<Countdown endsAt={T0 + minutes(5) + 1000} />);
    const root = container.firstElementChild;
    expect(root).not.toHaveAttribute('data-warning');
    pass(1000);
    expect(timer()).toHaveTextContent('05:00');
    expect(root).not.toHaveAttribute('data-warning');
    expect(timer()).not.toHaveStyle({ fontWeight: '700' });
    pass(1000);
    expect(timer()).toHaveTextContent('04:59');
    expect(root).toHaveAttribute('data-warning', 'true');
    expect(timer()).toHaveStyle({ fontWeight: '700' });
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <ThemeProvider>
        <Countdown endsAt={T0 + minutes(45)} />
        <Countdown endsAt={T0 + minutes(4)} />
        <Countdown endsAt={T0} />
      </ThemeProvider>,
    );
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
