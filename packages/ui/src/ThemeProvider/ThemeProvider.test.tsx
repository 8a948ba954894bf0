import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog';
import { ThemeProvider, useTheme } from './ThemeProvider';

function ThemeName() {
  return <span>{useTheme().theme}</span>;
}

function ElderSwitch() {
  const { elder, setElder } = useTheme();
  return (
    <button type="button" aria-pressed={elder} onClick={() => setElder(!elder)}>
      长者模式
    </button>
  );
}

const rootOf = (element: HTMLElement) => element.closest('[data-theme]') as HTMLElement;

describe('ThemeProvider', () => {
  it('renders what reads the theme once on start-up: the overlays’ element arriving re-renders only the overlays', () => {
    const onRender = vi.fn();
    render(
      <ThemeProvider>
        <Profiler id="reader" onRender={onRender}>
          <ThemeName />
        </Profiler>
        <Dialog open title="提示" onClose={() => undefined}>
          内容
        </Dialog>
      </ThemeProvider>,
    );
    expect(onRender).toHaveBeenCalledOnce();
    // The dialog went to the theme's own overlay element, once that element was there.
    expect(screen.getByRole('dialog').closest('[data-sp-portal-root]')).not.toBeNull();
  });

  it('defaults to the red theme', () => {
    render(
      <ThemeProvider>
        <ThemeName />
      </ThemeProvider>,
    );
    expect(rootOf(screen.getByText('red'))).toHaveAttribute('data-theme', 'red');
  });

  it('emits the tokens of both themes with the product colours', () => {
    render(<ThemeProvider theme="blue" />);
    // styled-components inserts rules through the CSSOM, so read the rules, not the text.
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toMatch(/\[data-theme='red'\]\s*\{[^}]*--sp-color-primary: #C50405;/);
    expect(css).toMatch(/\[data-theme='blue'\]\s*\{[^}]*--sp-color-focus: rgb\(74,158,226\);/);
    expect(css).toMatch(/\[data-theme='blue'\]\s*\{[^}]*--sp-color-footer: #4a9ee2;/);
  });

  it('applies the tenant focus colour and header picture at run time', () => {
    render(
      <ThemeProvider theme="blue" tenant={{ focusColor: '#006d3b', headerBackground: '/banner 1.png' }}>
        <ThemeName />
      </ThemeProvider>,
    );
    const root = rootOf(screen.getByText('blue'));
    expect(root.style.getPropertyValue('--sp-color-focus')).toBe('#006d3b');
    expect(root.style.getPropertyValue('--sp-header-background')).toBe('url("/banner%201.png")');
  });

  it('remembers the elder-friendly mode across visits in a cookie', async () => {
    document.cookie = 'sp-elder-mode=; max-age=0; path=/';
    const first = render(
      <ThemeProvider>
        <ElderSwitch />
      </ThemeProvider>,
    );
    const toggle = screen.getByRole('button', { name: '长者模式' });
    expect(rootOf(toggle)).toHaveAttribute('data-elder', 'false');
    await userEvent.click(toggle);
    expect(rootOf(toggle)).toHaveAttribute('data-elder', 'true');
    expect(document.cookie).toContain('sp-elder-mode=1');
    first.unmount();
    localStorage.clear();

    render(
      <ThemeProvider>
        <ElderSwitch />
      </ThemeProvider>,
    );
    expect(rootOf(screen.getByRole('button', { name: '长者模式' }))).toHaveAttribute('data-elder', 'true');
    document.cookie = 'sp-elder-mode=; max-age=0; path=/';
  });

  it('lets the app force the mode, whatever was remembered', () => {
    render(
      <ThemeProvider elder={false} elderModeStore={{ read: () => true, write: () => undefined }}>
        <ThemeName />
      </ThemeProvider>,
    );
    expect(rootOf(screen.getByText('red'))).toHaveAttribute('data-elder', 'false');
  });

  it('emits larger type and targets for the elder-friendly mode', () => {
    render(<ThemeProvider elder />);
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n');
    expect(css).toMatch(/\[data-theme\]\[data-elder='true'\]\s*\{[^}]*--sp-font-size-body: 18px;[^}]*--sp-touch-target: 48px;/);
  });
});
