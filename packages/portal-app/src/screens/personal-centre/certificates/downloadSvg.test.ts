import { describe, expect, it } from 'vitest';
import { resolveCssVariables } from './downloadSvg';

describe('resolveCssVariables', () => {
  const theme: Record<string, string> = { '--sp-color-primary': ' #C50405', '--sp-font-family': '"Noto Sans CJK SC", sans-serif' };
  const lookup = (name: string) => theme[name] ?? '';

  it('writes the theme’s values into the drawing', () => {
    expect(resolveCssVariables('<rect style="stroke: var(--sp-color-primary);"/>', lookup)).toBe('<rect style="stroke: #C50405;"/>');
    expect(resolveCssVariables('font-family: var(--sp-font-family)', lookup)).toBe('font-family: "Noto Sans CJK SC", sans-serif');
  });

  it('falls back when the page has no such variable', () => {
    expect(resolveCssVariables('fill: var(--sp-missing, #333333)', lookup)).toBe('fill: #333333');
    expect(resolveCssVariables('fill: var(--sp-missing)', lookup)).toBe('fill: var(--sp-missing)');
  });
});
