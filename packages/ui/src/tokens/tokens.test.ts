import { describe, expect, it } from 'vitest';
import { resolveTheme, type TokenName } from './tokens';

/** Red, green and blue of a `#rrggbb`, `#rgb` or `rgb()` colour; undefined for anything else. */
function channels(value: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
  }
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(value);
  return rgb ? [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] : undefined;
}

/** A saturated colour whose hue is red: what a red tenant's accents are drawn in. */
function isRed(value: string): boolean {
  const rgb = channels(value);
  if (!rgb) return false;
  const [red, green, blue] = rgb;
  const spread = Math.max(red, green, blue) - Math.min(red, green, blue);
  return red === Math.max(red, green, blue) && spread > 60 && Math.abs(green - blue) < spread / 3;
}

// Red that means an error or something unread stays red in every theme.
const redOnPurpose: readonly TokenName[] = ['color-danger', 'color-danger-surface'];

describe('themes', () => {
  it('the red theme’s accents are red, as the check below reads them', () => {
    expect(isRed(resolveTheme('red')['color-primary'])).toBe(true);
    expect(isRed(resolveTheme('red')['color-sidebar-active'])).toBe(true);
  });

  it('the blue theme has no red accent but danger', () => {
    const red = Object.entries(resolveTheme('blue')).filter(([name, value]) => !redOnPurpose.includes(name as TokenName) && isRed(value));
    expect(red).toEqual([]);
  });
});
