import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { ThemeProvider } from '../ThemeProvider';
import { Popover, type PopoverProps } from './Popover';

const qrCodes = (
  <figure style={{ margin: 0 }}>
    <img src="/app-android.png" alt="安卓版下载二维码" width={120} height={120} />
    <figcaption>扫码下载移动端</figcaption>
  </figure>
);

function Toolbar(props: Partial<PopoverProps>) {
  return (
    <>
      <Popover
        label="移动端"
        content={qrCodes}
        trigger={(triggerProps) => (
          <button type="button" {...triggerProps}>
            移动端
          </button>
        )}
        {...props}
      />
      <a href="#help">帮助中心</a>
    </>
  );
}

const triggerButton = () => screen.getByRole('button', { name: '移动端' });

describe('Popover', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens from the keyboard, takes the focus, and gives it back on Esc', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    await user.tab();
    expect(triggerButton()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('dialog', { name: '移动端' });
    expect(triggerButton()).toHaveAttribute('aria-expanded', 'true');
    expect(triggerButton()).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(triggerButton()).toHaveFocus();
    expect(triggerButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows its trigger in the tab order', async () => {
    const user = userEvent.setup();
    const content = (
      <>
        <a href="/android.apk">安卓版</a>
        <a href="/ios">苹果版</a>
      </>
    );
    render(<Toolbar content={content} />);
    await user.click(triggerButton());
    expect(screen.getByRole('link', { name: '安卓版' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(triggerButton()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '安卓版' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '帮助中心' })).toHaveFocus();
  });

  it('closes on a click outside but not on one inside', async () => {
    const user = userEvent.setup();
    render(<Toolbar />);
    await user.click(triggerButton());
    await user.click(screen.getByText('扫码下载移动端'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in hover mode, opens on hover and closes 200 ms after the pointer leaves trigger and panel', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toolbar openOn="hover" placement="left" />);
    await user.hover(triggerButton());
    const panel = screen.getByRole('dialog', { name: '移动端' });
    await user.unhover(triggerButton());
    act(() => vi.advanceTimersByTime(150));
    await user.hover(panel);
    act(() => vi.advanceTimersByTime(1000));
    expect(panel).toBeInTheDocument();
    await user.unhover(panel);
    act(() => vi.advanceTimersByTime(199));
    expect(panel).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(panel).not.toBeInTheDocument();
  });

  it('in hover mode, opens on keyboard focus, describes the trigger, and closes on Esc or leaving', async () => {
    const user = userEvent.setup();
    render(<Toolbar openOn="hover" />);
    await user.tab();
    const panel = screen.getByRole('dialog', { name: '移动端' });
    expect(triggerButton()).toHaveFocus();
    expect(triggerButton()).toHaveAccessibleDescription('安卓版下载二维码 扫码下载移动端');
    await user.keyboard('{Escape}');
    expect(panel).not.toBeInTheDocument();
    expect(triggerButton()).toHaveFocus();

    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: '帮助中心' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is placed beside its trigger with fixed coordinates, and again on scroll', () => {
    let triggerTop = 300;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return this.getAttribute('role') === 'dialog'
        ? DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 120 })
        : DOMRect.fromRect({ x: 800, y: triggerTop, width: 40, height: 40 });
    });
    render(<Toolbar open placement="left" />);
    const panel = screen.getByRole('dialog');
    expect(panel).toHaveStyle({ top: '260px', left: '592px' });
    expect(panel).toHaveAttribute('data-placement', 'left');
    triggerTop = 400;
    fireEvent.scroll(window);
    expect(panel).toHaveStyle({ top: '360px' });
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <Toolbar
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await user.click(triggerButton());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no accessibility violations when open', async () => {
    render(
      <ThemeProvider>
        <main>
          <Toolbar open />
        </main>
      </ThemeProvider>,
    );
    await expectNoAxeViolations(document.body);
  });
});
