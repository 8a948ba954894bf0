import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss, type DismissOptions } from './useDismiss';

interface MenuProps extends Partial<DismissOptions> {
  /** Presses elsewhere close the menu. */
  watchPresses?: boolean;
  /** Keys that reach the page around the menu. */
  onPageKeyDown?: (key: string) => void;
}

function Menu({ watchPresses = true, onPageKeyDown, onDismiss, ...options }: MenuProps) {
  const [open, setOpen] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const dismiss = useDismiss({
    open,
    onDismiss: () => {
      onDismiss?.();
      setOpen(false);
    },
    returnFocus: buttonRef,
    inside: watchPresses ? [buttonRef, menuRef] : undefined,
    ...options,
  });
  return (
    <div onKeyDown={(event) => onPageKeyDown?.(event.key)}>
      <button ref={buttonRef} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        张明华
      </button>
      {open && (
        <div ref={menuRef} role="menu" aria-label="用户菜单" onKeyDown={dismiss.onKeyDown}>
          <button type="button" role="menuitem">
            个人资料
          </button>
        </div>
      )}
      <p>别处</p>
      <input aria-label="搜索" />
    </div>
  );
}

const menuButton = () => screen.getByRole('button', { name: '张明华' });

describe('useDismiss', () => {
  it('closes on Esc in the component, gives the focus back, and keeps the key from the page around it', async () => {
    const onPageKeyDown = vi.fn();
    render(<Menu onPageKeyDown={onPageKeyDown} />);
    screen.getByRole('menuitem').focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    expect(onPageKeyDown).not.toHaveBeenCalled();
  });

  it('moves the focus with a function when the component asks', async () => {
    const returnFocus = vi.fn();
    render(<Menu returnFocus={returnFocus} />);
    screen.getByRole('menuitem').focus();
    await userEvent.keyboard('{Escape}');
    expect(returnFocus).toHaveBeenCalledTimes(1);
  });

  it('closes on a press outside its elements, leaving the focus where the press put it', async () => {
    const onDismiss = vi.fn();
    render(<Menu onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('menuitem'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    // The button's own click toggles the menu; its press does not dismiss it first.
    await userEvent.click(menuButton());
    expect(onDismiss).not.toHaveBeenCalled();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('textbox', { name: '搜索' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '搜索' })).toHaveFocus();
  });

  it('leaves presses elsewhere alone unless given its elements', async () => {
    render(<Menu watchPresses={false} />);
    await userEvent.click(screen.getByText('别处'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('with escapeAnywhere, closes on Esc pressed anywhere without moving the focus, unless the key was handled', async () => {
    render(<Menu escapeAnywhere />);
    const search = screen.getByRole('textbox', { name: '搜索' });
    search.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    search.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(search).toHaveFocus();
  });

  it('does nothing while closed', async () => {
    const onDismiss = vi.fn();
    render(<Menu escapeAnywhere onDismiss={onDismiss} />);
    await userEvent.click(menuButton());
    await userEvent.keyboard('{Escape}');
    fireEvent.pointerDown(document.body);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
