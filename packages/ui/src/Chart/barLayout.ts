import { valueScale, type ValueScale } from './chartScale';

/** `columns`: one upright bar per category; `rows`: one bar a line, for narrow spaces. */
export type BarOrientation = 'columns' | 'rows';

export interface BarLayoutInput {
  /** Width to draw in, in CSS pixels. */
  width: number;
  /** Size of the chart's text, in CSS pixels. */
  fontSize: number;
  categories: readonly string[];
  /** Each category's stacked total, already made drawable. */
  totals: readonly number[];
  /** A level every bar is measured against, already made drawable; 0 for none. */
  target: number;
  formatValue: (value: number) => string;
  /** Height of the upright layout. */
  columnsHeight: number;
}

interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface BarLayout {
  orientation: BarOrientation;
  width: number;
  height: number;
  margin: Margins;
  plotWidth: number;
  plotHeight: number;
  scale: ValueScale;
  /** Room per category along the category axis. */
  band: number;
  /** Thickness of a bar. */
  barSize: number;
}

/**
 * About how wide a line of text draws: CJK characters are a full em, digits and Latin letters
 * a little over half. Labels are laid out from this instead of measured, so the chart draws the
 * same without a browser.
 */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const character of text) ems += (character.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.62;
  return ems * fontSize;
}

const widest = (texts: readonly string[], fontSize: number) => Math.max(0, ...texts.map((text) => textWidth(text, fontSize)));

/**
 * Where everything of a bar chart goes at a given width and text size. Upright columns while
 * each category's label and total fit under and over its column side by side; otherwise one
 * bar a line, the labels beside the bars and fewer steps on the value axis, so no two labels
 * ever overlap and the text keeps its size however narrow the space.
 */
export function barLayout({ width, fontSize, categories, totals, target, formatValue, columnsHeight }: BarLayoutInput): BarLayout {
  const count = Math.max(1, categories.length);
  const highest = Math.max(0, ...totals, target);
  const gap = fontSize / 2;

  const columnsScale = valueScale(highest, 4);
  const columnsMargin: Margins = {
    top: fontSize * 1.8,
    right: gap,
    bottom: fontSize * 2,
    left: widest(columnsScale.ticks.map(formatValue), fontSize) + gap + 2,
  };
  const columnsPlotWidth = Math.max(0, width - columnsMargin.left - columnsMargin.right);
  const columnsBand = columnsPlotWidth / count;
  const needed = Math.max(widest(categories, fontSize), widest(totals.map(formatValue), fontSize)) + gap;
  if (columnsBand >= needed) {
    return {
      orientation: 'columns',
      width,
      height: columnsHeight,
      margin: columnsMargin,
      plotWidth: columnsPlotWidth,
      plotHeight: Math.max(0, columnsHeight - columnsMargin.top - columnsMargin.bottom),
      scale: columnsScale,
      band: columnsBand,
      barSize: Math.min(fontSize * 3, columnsBand * 0.6),
    };
  }

  const rowHeight = fontSize * 2.2;
  const valuesWidth = widest(totals.map(formatValue), fontSize) + gap;
  const margin: Margins = {
    top: target > 0 ? fontSize * 1.8 : gap,
    right: valuesWidth,
    bottom: fontSize * 2,
    left: widest(categories, fontSize) + gap,
  };
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  // A step of the value axis for every few characters' room, so its numbers stay apart.
  const steps = Math.min(4, Math.max(1, Math.floor(plotWidth / (fontSize * 4))));
  const scale = valueScale(highest, steps);
  margin.right = Math.max(margin.right, textWidth(formatValue(scale.max), fontSize) / 2 + 2);
  const plotHeight = rowHeight * categories.length;
  return {
    orientation: 'rows',
    width,
    height: margin.top + plotHeight + margin.bottom,
    margin,
    plotWidth: Math.max(0, width - margin.left - margin.right),
    plotHeight,
    scale,
    band: rowHeight,
    barSize: fontSize * 1.2,
  };
}

/** The width a chart takes before it has been measured (on a server, in a test without layout). */
export function naturalWidth(categoryCount: number, fontSize: number): number {
  return Math.max(240, categoryCount * fontSize * 3.4) + fontSize * 4;
}
