import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { RingChart } from './RingChart';

describe('RingChart', () => {
  it('names the picture with the percentage and the figures', () => {
    render(<RingChart value={18.5} max={50} label="总学时完成进度" description="已完成 18.5 学时，要求 50 学时" />);
    const ring = screen.getByRole('img', { name: '总学时完成进度：37%，已完成 18.5 学时，要求 50 学时' });
    expect(ring).toHaveAttribute('data-percent', '37');
    expect(ring).toHaveTextContent('37%');
  });

  it('fills at the target and beyond, and stays empty without one', () => {
    const { rerender, container } = render(<RingChart value={56.5} max={50} label="总学时" />);
    expect(screen.getByRole('img')).toHaveAttribute('data-percent', '100');
    rerender(<RingChart value={3} max={0} label="总学时" centreText="未设要求" />);
    expect(screen.getByRole('img', { name: '总学时：未设要求' })).toHaveAttribute('data-percent', '0');
    expect(container.querySelector('[data-part="arc"]')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<RingChart value={12} max={30} label="必修学时完成进度" tone="success" />);
    await expectNoAxeViolations(container);
  });
});
