import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { CountdownButton } from './CountdownButton';

// Lets a resolved request reach the component.
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('CountdownButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down 60 seconds after a sent code, refusing presses until the time is up', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onRequest = vi.fn(() => Promise.resolve(true));
    render(<CountdownButton onRequest={onRequest} />);

    await user.tab();
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await settle();
    expect(onRequest).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: '60秒后重新获取' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();

    await wait(59_000);
    expect(button).toHaveAccessibleName('1秒后重新获取');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await settle();
    expect(onRequest).toHaveBeenCalledTimes(1);

    await wait(1_000);
    expect(button).toHaveAccessibleName('获取验证码');
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.keyboard(' ');
    await settle();
    expect(onRequest).toHaveBeenCalledTimes(2);
    expect(button).toHaveAccessibleName('60秒后重新获取');
  });

  it('shows the request as busy and ignores presses meanwhile', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let answer: (sent: boolean) => void = () => undefined;
    const onRequest = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    render(<CountdownButton onRequest={onRequest} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onRequest).toHaveBeenCalledTimes(1);
    await act(async () => answer(true));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAccessibleName('60秒后重新获取');
  });

  it('does not count down when the request fails or is refused', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onRequest = vi
      .fn<() => Promise<boolean> | boolean>()
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(Promise.resolve(false))
      .mockImplementationOnce(() => Promise.reject(new Error('网络错误，请稍后再试')));
    render(<CountdownButton onRequest={onRequest} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await user.click(button);
      await settle();
      expect(onRequest).toHaveBeenCalledTimes(attempt);
      expect(button).toHaveAccessibleName('获取验证码');
      expect(button).not.toHaveAttribute('aria-disabled');
      expect(button).not.toHaveAttribute('aria-busy');
    }
  });

  it('counts from its own number of seconds and keeps counting in a throttled tab', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<CountdownButton onRequest={() => true} seconds={5} />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    await user.click(button);
    await settle();
    expect(button).toHaveAccessibleName('5秒后重新获取');
    // The clock moves on although no tick ran.
    vi.setSystemTime(Date.now() + 3_000);
    await wait(1_000);
    expect(button).toHaveAccessibleName('1秒后重新获取');
  });

  it('stays unpressable while disabled from outside', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onRequest = vi.fn(() => true);
    render(<CountdownButton onRequest={onRequest} disabled />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(onRequest).not.toHaveBeenCalled();
  });

  it('has no accessibility violations while counting', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = render(<CountdownButton onRequest={() => true} />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await settle();
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
