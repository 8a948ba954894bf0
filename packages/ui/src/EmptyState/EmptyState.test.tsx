import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says 暂无数据 at 239 px when given nothing', () => {
    const { container } = render(<EmptyState />);
    expect(screen.getByText('暂无数据')).toBeVisible();
    expect(container.querySelector('[data-empty-state]')).toHaveStyle({ minHeight: '239px' });
  });

  it('shows the standard texts for classes and content', () => {
    const { rerender } = render(<EmptyState kind="noClasses" />);
    expect(screen.getByText('暂无专题班，敬请期待')).toBeVisible();
    rerender(<EmptyState kind="noContent" />);
    expect(screen.getByText('暂无内容')).toBeVisible();
  });

  it('falls back to 暂无信息 when the given text is empty', () => {
    render(<EmptyState description="" />);
    expect(screen.getByText('暂无信息')).toBeVisible();
  });

  it('shows its own text, height and action', async () => {
    const onBrowse = vi.fn();
    const { container } = render(
      <EmptyState description="暂无专题班，敬请期待" height={320}>
        <button type="button" onClick={onBrowse}>
          浏览课程
        </button>
      </EmptyState>,
    );
    expect(screen.getByText('暂无专题班，敬请期待')).toBeVisible();
    expect(container.querySelector('[data-empty-state]')).toHaveStyle({ minHeight: '320px' });
    await userEvent.click(screen.getByRole('button', { name: '浏览课程' }));
    expect(onBrowse).toHaveBeenCalledTimes(1);
  });

  it('shows its own picture, or none', () => {
    const { rerender } = render(<EmptyState image={<img src="/empty-classes.png" alt="" />} />);
    expect(document.querySelector('img[src="/empty-classes.png"]')).toBeInTheDocument();
    rerender(<EmptyState image={null} />);
    expect(document.querySelector('svg, img')).not.toBeInTheDocument();
  });

  it('has no accessibility violations in either theme', async () => {
    for (const theme of ['red', 'blue'] as const) {
      const { container, unmount } = render(
        <ThemeProvider theme={theme}>
          <EmptyState description="暂无内容" />
        </ThemeProvider>,
      );
      await expectNoAxeViolations(container);
      unmount();
    }
  });
});
