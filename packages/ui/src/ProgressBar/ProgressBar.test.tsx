import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('reports its value between 0 and 100 under the default label', () => {
    render(<ProgressBar value={35} />);
    const bar = screen.getByRole('progressbar', { name: '进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '35');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar.firstElementChild).toHaveStyle({ width: '35%' });
  });

  it('clamps and rounds the value', () => {
    const { rerender } = render(<ProgressBar value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ProgressBar value={-5} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar value={33.6} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '34');
    rerender(<ProgressBar value={Number.NaN} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows its label and percentage when asked', () => {
    render(<ProgressBar value={60} label="学习进度" showLabel showValue tone="success" />);
    expect(screen.getByRole('progressbar', { name: '学习进度' })).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('学习进度')).toBeVisible();
    expect(screen.getByText('60%')).toBeVisible();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <ProgressBar value={0} />
        <ProgressBar value={35} label="学习进度" showLabel showValue />
        <ProgressBar value={100} label="已获学时" tone="success" showValue />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
