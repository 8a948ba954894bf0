import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from './ThemeProvider';

function ThemeName() {
  return <span>{useTheme().theme}</span>;
}

const rootOf = (element: HTMLElement) => element.closest('[data-theme]') as HTMLElement;

describe('ThemeProvider', () => {
  it('defaults to the red theme', () => {
    render(
      <ThemeProvider>
        <ThemeName />
      </ThemeProvider>,
    );
    expect(rootOf(screen.getByText('red'))).toHaveAttribute('data-theme', 'red');
  });

  it('emits the tokens of both themes with the spec colours', () => {
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
});
