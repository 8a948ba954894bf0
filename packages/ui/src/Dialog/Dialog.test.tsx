import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { Dialog, type DialogProps } from './Dialog';

function PinDialog({ onClose = () => undefined, ...props }: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        管理员登录
      </button>
      <Dialog
        title="请输入PIN码"
        width={360}
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<Button variant="primary" action="confirm" />}
      >
        <label>
          PIN码 <input type="password" />
        </label>
      </Dialog>
    </>
  );
}

const openFromKeyboard = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.tab();
  await user.keyboard('{Enter}');
  return screen.getByRole('dialog', { name: '请输入PIN码' });
};

describe('Dialog', () => {
  it('is a labelled modal dialog of the given width, rendered inside the theme', () => {
    const { container } = render(
      <ThemeProvider>
        <Dialog open title="修改密码" onClose={() => undefined}>
          为了您的账户安全，请修改密码。
        </Dialog>
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '修改密码' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ width: '400px' });
    expect(container.querySelector('[data-sp-portal-root]')).toContainElement(dialog);
  });

  it('takes a width in px or as a CSS length', () => {
    const { rerender } = render(<Dialog open title="短信验证" width={360} />);
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '360px' });
    rerender(<Dialog open title="短信验证" width="32rem" />);
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '32rem' });
  });

  it('moves focus in on open, keeps Tab inside, and gives focus back on Esc', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<PinDialog onClose={onClose} />);
    await openFromKeyboard(user);
    const pin = screen.getByLabelText('PIN码');
    expect(pin).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await user.tab();
    expect(pin).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '管理员登录' })).toHaveFocus();
  });

  it('gives the focus to returnFocusRef on close, or back to its opener while that cannot take it', async () => {
    function ConfirmingDialog() {
      const [confirmation, setConfirmation] = useState('');
      const [open, setOpen] = useState(false);
      const confirmationRef = useRef<HTMLParagraphElement>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            报名
          </button>
          {confirmation && (
            <p ref={confirmationRef} tabIndex={-1}>
              {confirmation}
            </p>
          )}
          <Dialog title="报名专题班" open={open} onClose={() => setOpen(false)} returnFocusRef={confirmationRef}>
            <button
              type="button"
              onClick={() => {
                setConfirmation('已成功报名');
                setOpen(false);
              }}
            >
              确认报名
            </button>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<ConfirmingDialog />);
    await user.click(screen.getByRole('button', { name: '报名' }));
    await user.keyboard('{Escape}');
    // With no confirmation to take it, the focus goes back to the opener.
    expect(screen.getByRole('button', { name: '报名' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: '报名' }));
    await user.click(screen.getByRole('button', { name: '确认报名' }));
    expect(screen.getByText('已成功报名')).toHaveFocus();
  });

  it('keeps the focus where it is when re-rendered with a new returnFocusRef object', async () => {
    const user = userEvent.setup();
    const dialog = () => (
      <Dialog open title="报名专题班" returnFocusRef={{ current: null }} footer={<Button variant="primary" action="confirm" />}>
        <input aria-label="报名验证码" />
      </Dialog>
    );
    const { rerender } = render(dialog());
    await user.tab();
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    rerender(dialog());
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
  });

  it('closes from its close button and from a click on the backdrop', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<PinDialog onClose={onClose} />);
    await openFromKeyboard(user);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '管理员登录' }));
    await user.click(screen.getByRole('dialog').closest('[data-dialog-backdrop]')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('stays open when a press starts inside and ends on the backdrop', () => {
    const onClose = vi.fn();
    render(<Dialog open title="修改密码" onClose={onClose} />);
    const backdrop = screen.getByRole('dialog').closest('[data-dialog-backdrop]')!;
    fireEvent.mouseDown(screen.getByRole('heading', { name: '修改密码' }));
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot be dismissed when not closable', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<PinDialog closable={false} onClose={onClose} />);
    const dialog = await openFromKeyboard(user);
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(dialog.closest('[data-dialog-backdrop]')!);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('PIN码')).toHaveFocus();
  });

  it('focuses the dialog itself when it holds nothing focusable, and keeps Tab there', async () => {
    const user = userEvent.setup();
    render(
      <Dialog open closable={false} title="提醒">
        未查询到学员信息
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '提醒' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });

  it('locks the page scroll while open', () => {
    const { rerender } = render(<Dialog open title="修改密码" />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Dialog open={false} title="修改密码" />);
    expect(document.body.style.overflow).toBe('');
  });

  it('lets Esc close only the innermost of two dialogs', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    const nested = (innerOpen: boolean) => (
      <Dialog open title="修改密码" onClose={closeOuter}>
        <Dialog open={innerOpen} title="确认" onClose={closeInner}>
          确定放弃修改吗？
        </Dialog>
      </Dialog>
    );
    const { rerender } = render(nested(false));
    rerender(nested(true));
    expect(screen.getByRole('dialog', { name: '确认' })).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('has no accessibility violations', async () => {
    render(
      <ThemeProvider>
        <Dialog open title="短信验证" width={360} footer={<Button variant="primary" action="confirm" />}>
          <label>
            手机号 <input type="tel" />
          </label>
        </Dialog>
      </ThemeProvider>,
    );
    await expectNoAxeViolations(document.body);
  });
});
