import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusTrap, type FocusTrapOptions } from './useFocusTrap';

interface DrawerProps extends Partial<FocusTrapOptions> {
  /** Opens the drawer from outside; left out, its button does. */
  open?: boolean;
  children?: ReactNode;
}

const form = (
  <>
    <input aria-label="姓名" />
    <button type="button">保存</button>
  </>
);

/** A drawer that stays in the document, shut or open, as the shell's phone drawer does. */
function Drawer({ children = form, open: openFromOutside, ...options }: DrawerProps) {
  const [ownOpen, setOpen] = useState(false);
  const open = openFromOutside ?? ownOpen;
  const drawerRef = useRef<HTMLDivElement>(null);
  const keyDown = useFocusTrap(drawerRef, { active: open, ...options });
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        菜单
      </button>
      <div
        ref={drawerRef}
        role="dialog"
        aria-label="抽屉"
        tabIndex={-1}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
          else keyDown(event);
        }}
      >
        {children}
      </div>
      <a href="#after">帮助中心</a>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: '菜单' });
const openDrawer = async () => {
  await userEvent.click(opener());
  return screen.getByRole('dialog', { name: '抽屉' });
};

describe('useFocusTrap', () => {
  it('moves the focus to the first element, keeps Tab inside, and gives the focus back on close', async () => {
    render(<Drawer />);
    await openDrawer();
    const name = screen.getByRole('textbox', { name: '姓名' });
    expect(name).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '保存' })).toHaveFocus();
    await userEvent.tab();
    expect(name).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: '保存' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener()).toHaveFocus();
  });

  it('focuses a chosen element, or the container when it holds nothing to focus', async () => {
    const { unmount } = render(<Drawer initialFocus={(drawer) => drawer.querySelector('button')} />);
    await openDrawer();
    expect(screen.getByRole('button', { name: '保存' })).toHaveFocus();
    unmount();
    render(<Drawer>未查询到学员信息</Drawer>);
    const drawer = await openDrawer();
    expect(drawer).toHaveFocus();
    await userEvent.tab();
    expect(drawer).toHaveFocus();
  });

  it('gives the focus to returnFocus, or back to where it was while that cannot take it', async () => {
    const returnFocus: { current: HTMLElement | null } = { current: null };
    render(<Drawer returnFocus={returnFocus} />);
    await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(opener()).toHaveFocus();
    returnFocus.current = screen.getByRole('link', { name: '帮助中心' });
    await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: '帮助中心' })).toHaveFocus();
  });

  it('leaves a focus the user has moved elsewhere, and moves none when told not to', async () => {
    const { rerender, unmount } = render(<Drawer open />);
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveFocus();
    const help = screen.getByRole('link', { name: '帮助中心' });
    act(() => help.focus());
    rerender(<Drawer open={false} />);
    expect(help).toHaveFocus();
    unmount();
    render(<Drawer initialFocus={false} returnFocus={false} />);
    await openDrawer();
    expect(opener()).toHaveFocus();
    act(() => screen.getByRole('button', { name: '保存' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    expect(opener()).not.toHaveFocus();
  });

  it('calls onTabOut at the edges instead of wrapping around', async () => {
    const onTabOut = vi.fn();
    render(<Drawer onTabOut={onTabOut} />);
    await openDrawer();
    await userEvent.tab({ shift: true });
    expect(onTabOut).toHaveBeenLastCalledWith('backward');
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: '保存' }).focus());
    await userEvent.tab();
    expect(onTabOut).toHaveBeenLastCalledWith('forward');
    expect(screen.getByRole('button', { name: '保存' })).toHaveFocus();
  });
});
