import { describe, expect, it } from 'vitest';
import { resolveCssVariables } from './certificateFile';

describe('resolveCssVariables', () => {
  const theme: Record<string, string> = { '--sp-color-primary': ' #C50405', '--sp-font-family': '"Noto Sans CJK SC", sans-serif' };
  const lookup = (name: string) => theme[name] ?? '';

  it('writes the theme’s values into the drawing', () => {
    expect(resolveCssVariables('<rect style="stroke: var(--sp-color-primary);"/>', lookup)).toBe('<rect style="stroke: #C50405;"/>');
  });

  it('escapes what it writes into an attribute, so a quoted font family leaves the markup well formed', () => {
    expect(resolveCssVariables('<text style="font-family: var(--sp-font-family);">证</text>', lookup)).toBe(
      '<text style="font-family: &quot;Noto Sans CJK SC&quot;, sans-serif;">证</text>',
    );
  });

  it('falls back when the page has no such variable', () => {
    expect(resolveCssVariables('fill: var(--sp-missing, #333333)', lookup)).toBe('fill: #333333');
    expect(resolveCssVariables('fill: var(--sp-missing)', lookup)).toBe('fill: var(--sp-missing)');
  });
});
