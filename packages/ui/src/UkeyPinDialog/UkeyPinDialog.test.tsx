import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { UkeyPinDialog } from './UkeyPinDialog';

describe('UkeyPinDialog', () => {
  it('says 请输入PIN码 when submitted empty, and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<UkeyPinDialog open onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入PIN码')).toBeVisible();
    expect(screen.getByLabelText(/PIN码/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the PIN with Enter, from the keyboard alone', async () => {
    const onSubmit = vi.fn();
    render(<UkeyPinDialog open onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'UKEY 登录' })).toBeVisible();
    await userEvent.keyboard('123456{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('shows the tries left after a wrong PIN', () => {
    render(<UkeyPinDialog open onSubmit={vi.fn()} onCancel={vi.fn()} error="PIN码错误，还可以尝试5次" />);
    expect(screen.getByText('PIN码错误，还可以尝试5次')).toBeVisible();
  });

  it('is 360 px wide and has no accessibility violations', async () => {
    render(<UkeyPinDialog open onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '360px' });
    await expectNoAxeViolations(document.body);
  });
});
