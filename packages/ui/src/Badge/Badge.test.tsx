import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Badge } from './Badge';

const mark = (container: HTMLElement) => container.querySelector('[aria-hidden="true"]');

describe('Badge', () => {
  it('shows the count and says it in words inside the button it marks', () => {
    const { container } = render(
      <button type="button">
        <Badge count={3}>消息</Badge>
      </button>,
    );
    expect(mark(container)).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: /^消息\s?3 条未读$/ })).toBeInTheDocument();
  });

  it('caps the number shown at max, but says the real count', () => {
    const { container, rerender } = render(<Badge count={120}>消息</Badge>);
    expect(mark(container)).toHaveTextContent('99+');
    expect(screen.getByText('120 条未读')).toBeInTheDocument();
    rerender(
      <Badge count={12} max={9}>
        消息
      </Badge>,
    );
    expect(mark(container)).toHaveTextContent('9+');
  });

  it('hides a zero count unless asked to show it', () => {
    const { container, rerender } = render(<Badge count={0}>消息</Badge>);
    expect(mark(container)).not.toBeInTheDocument();
    expect(screen.queryByText(/条未读/)).not.toBeInTheDocument();
    rerender(
      <Badge count={0} showZero>
        消息
      </Badge>,
    );
    expect(mark(container)).toHaveTextContent('0');
    expect(screen.getByText('0 条未读')).toBeInTheDocument();
  });

  it('shows a dot, still announced, in dot mode', () => {
    const { container, rerender } = render(<Badge dot>通知公告</Badge>);
    expect(mark(container)).toHaveAttribute('data-dot');
    expect(mark(container)).toBeEmptyDOMElement();
    expect(screen.getByText('有未读消息')).toBeInTheDocument();
    rerender(
      <Badge dot count={5}>
        通知公告
      </Badge>,
    );
    expect(screen.getByText('5 条未读')).toBeInTheDocument();
  });

  it('leaves the marked control usable from the keyboard', async () => {
    const onOpen = vi.fn();
    render(
      <button type="button" onClick={onOpen}>
        <Badge count={8}>消息中心</Badge>
      </button>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <button type="button">
          <Badge count={120}>消息</Badge>
        </button>
        <a href="/messageCenter">
          <Badge dot>通知公告</Badge>
        </a>
        <Badge count={2} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
