import { describe, expect, it } from 'vitest';
import { barLayout, naturalWidth, textWidth } from './barLayout';

const months = Array.from({ length: 12 }, (_, index) => `${index + 1}月`);
const totals = [6.5, 4.6, 7.8, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const format = (value: number) => String(Math.round(value * 10) / 10);
const input = { categories: months, totals, target: 0, formatValue: format, columnsHeight: 220 };

describe('barLayout', () => {
  it('stands the months upright across a wide container, filling its width', () => {
    const layout = barLayout({ ...input, width: 1100, fontSize: 14 });
    expect(layout.orientation).toBe('columns');
    expect(layout.width).toBe(1100);
    expect(layout.margin.left + layout.plotWidth + layout.margin.right).toBeCloseTo(1100);
    expect(layout.height).toBe(220);
    // Every month's label fits its share of the width.
    expect(layout.band).toBeGreaterThan(Math.max(...months.map((month) => textWidth(month, 14))));
  });

  it('lays the months one a line on a phone, with the text at its size and every line apart', () => {
    const layout = barLayout({ ...input, width: 358, fontSize: 14 });
    expect(layout.orientation).toBe('rows');
    expect(layout.width).toBe(358);
    expect(layout.band).toBeGreaterThanOrEqual(14 * 2);
    expect(layout.height).toBeGreaterThanOrEqual(12 * 14 * 2);
    // The labels sit left of the bars, the totals right of them, both inside the picture.
    expect(layout.margin.left).toBeGreaterThanOrEqual(textWidth('12月', 14));
    expect(layout.margin.left + layout.plotWidth + layout.margin.right).toBeCloseTo(358);
    // Few enough steps on the value axis that their numbers do not touch.
    const stepWidth = layout.plotWidth / (layout.scale.ticks.length - 1);
    expect(stepWidth).toBeGreaterThan(textWidth(format(layout.scale.max), 14) + 14);
  });

  it('turns to lines sooner with the larger text of the elder-friendly mode', () => {
    expect(barLayout({ ...input, width: 600, fontSize: 14 }).orientation).toBe('columns');
    expect(barLayout({ ...input, width: 600, fontSize: 18 }).orientation).toBe('rows');
  });

  it('keeps a few years upright even on a phone', () => {
    const years = barLayout({ ...input, categories: ['2024年', '2025年', '2026年'], totals: [52, 50.5, 18.9], width: 358, fontSize: 14 });
    expect(years.orientation).toBe('columns');
  });

  it('leaves room above the lines for the target’s label', () => {
    const withTarget = barLayout({ ...input, target: 50, width: 358, fontSize: 14 });
    const without = barLayout({ ...input, width: 358, fontSize: 14 });
    expect(withTarget.margin.top).toBeGreaterThan(without.margin.top);
    expect(withTarget.scale.max).toBeGreaterThanOrEqual(50);
  });

  it('has a natural width for drawing before any measuring', () => {
    expect(naturalWidth(12, 14)).toBeGreaterThan(12 * textWidth('12月', 14));
    expect(naturalWidth(1, 14)).toBeGreaterThanOrEqual(240);
  });
});
