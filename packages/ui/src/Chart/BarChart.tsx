import { useId, useRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { ChartFigure, ChartSummary, HiddenData, Legend, Swatch } from './Chart.styles';
import { barLayout, naturalWidth, textWidth } from './barLayout';
import { drawable } from './chartScale';
import { useChartBox } from './useChartBox';

/** One set of bars: e.g. 必修学时 by month. Several series stack in each column. */
export interface BarSeries {
  label: string;
  /** One value per category, in the categories' order; a missing value draws as 0. */
  values: readonly number[];
}

/** A level every column is measured against, drawn as a dashed line, e.g. the year's required hours. */
export interface BarTarget {
  value: number;
  /** The line's label, e.g. 要求 50 学时. */
  label: string;
}

export interface BarChartProps {
  /** What the chart shows, e.g. 2026年度各月学时. Names the picture and the data table. */
  title: string;
  /**
   * The chart in one or two sentences, e.g. 全年共 18.5 学时，3月最多。Shown under the chart and
   * read as the picture's description: the finding, not a list of every number.
   */
  summary: string;
  /** The columns' labels, e.g. 1月 … 12月. */
  categories: readonly string[];
  /** One or more series; more than one stack in each column and get a legend. */
  series: readonly BarSeries[];
  /** Header of the data table's first column, e.g. 月份. */
  categoryHeader: string;
  /** The values' unit, e.g. 学时; added to the data table's headers. */
  unit?: string;
  /** With several series, a column of each category's total under this header, e.g. 合计. */
  totalHeader?: string;
  /** A required value drawn as a line across the bars, e.g. the year's required 学时. */
  target?: BarTarget;
  /** How values print on the bars and in the table. Default: up to two decimals. */
  formatValue?: (value: number) => string;
  /** Height of the drawing in px when the bars stand upright; one bar a line takes the height it needs. Default 220. */
  height?: number;
  /** Keeps the title for screen readers only, when a heading above already says it. */
  titleHidden?: boolean;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const defaultFormat = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A bar chart drawn as plain SVG: a picture (role="img") named by its title and described by
 * its summary, with the same numbers in a table for screen readers. It is drawn at the width it
 * is given, with text at the page's size: upright columns where they fit, one bar a line where
 * they would not (a phone). No script library draws it, so it renders on the server, prints
 * sharply and follows the theme's colours.
 */
export function BarChart({
  title,
  summary,
  categories,
  series,
  categoryHeader,
  unit,
  totalHeader,
  target,
  formatValue = defaultFormat,
  height = 220,
  titleHidden = false,
  className,
}: BarChartProps) {
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const summaryId = `${baseId}-summary`;
  const figureRef = useRef<HTMLElement>(null);
  const box = useChartBox(figureRef);

  const totals = categories.map((_, index) => series.reduce((sum, item) => sum + drawable(item.values[index] ?? 0), 0));
  const targetValue = target ? drawable(target.value) : 0;
  const layout = barLayout({
    width: box.width ?? naturalWidth(categories.length, box.fontSize),
    fontSize: box.fontSize,
    categories,
    totals,
    target: targetValue,
    formatValue,
    columnsHeight: height,
  });
  const { margin, plotWidth, plotHeight, scale, band, barSize, fontSize } = { ...layout, fontSize: box.fontSize };
  const columns = layout.orientation === 'columns';
  // The value axis: up the left of the columns, or along the foot of the rows.
  const along = (value: number) => (columns ? margin.top + plotHeight - (value / scale.max) * plotHeight : margin.left + (value / scale.max) * plotWidth);
  const withUnit = (header: string) => (unit ? `${header}（${unit}）` : header);
  const showLegend = series.length > 1 || target !== undefined;

  return (
    <ChartFigure ref={figureRef} className={className} aria-labelledby={titleId}>
      <figcaption id={titleId}>{titleHidden ? <VisuallyHidden>{title}</VisuallyHidden> : title}</figcaption>
      {showLegend && (
        // The table below says the same to screen readers.
        <Legend aria-hidden="true">
          {series.map((item, index) => (
            <li key={item.label}>
              <Swatch data-series={index % 4} />
              {item.label}
            </li>
          ))}
          {target && (
            <li>
              <Swatch data-part="target-swatch" />
              {target.label}
            </li>
          )}
        </Legend>
      )}
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        data-orientation={layout.orientation}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        style={box.width === undefined ? { maxWidth: `${Math.round(layout.width * 1.4)}px` } : undefined}
        focusable="false"
      >
        {scale.ticks.map((tick) =>
          columns ? (
            <g key={tick}>
              <line data-part={tick === 0 ? 'axis' : 'grid'} x1={margin.left} x2={margin.left + plotWidth} y1={along(tick)} y2={along(tick)} />
              <text data-part="label" x={margin.left - fontSize / 2} y={along(tick)} dy="0.32em" textAnchor="end">
                {formatValue(tick)}
              </text>
            </g>
          ) : (
            <g key={tick}>
              <line data-part={tick === 0 ? 'axis' : 'grid'} x1={along(tick)} x2={along(tick)} y1={margin.top} y2={margin.top + plotHeight} />
              <text data-part="label" x={along(tick)} y={margin.top + plotHeight + fontSize * 1.4} textAnchor="middle">
                {formatValue(tick)}
              </text>
            </g>
          ),
        )}
        {categories.map((category, index) => {
          const centre = (columns ? margin.left : margin.top) + band * index + band / 2;
          const total = totals[index] ?? 0;
          let stacked = 0;
          return (
            <g key={`${category}-${index}`} data-category={category}>
              {series.map((item, seriesIndex) => {
                const value = drawable(item.values[index] ?? 0);
                const from = along(stacked);
                const to = along(stacked + value);
                stacked += value;
                if (value <= 0) return null;
                return columns ? (
                  <rect key={item.label} data-series={seriesIndex % 4} x={centre - barSize / 2} y={to} width={barSize} height={from - to} rx={2} />
                ) : (
                  <rect key={item.label} data-series={seriesIndex % 4} x={from} y={centre - barSize / 2} width={to - from} height={barSize} rx={2} />
                );
              })}
              {total > 0 &&
                (columns ? (
                  <text data-part="value" x={centre} y={along(total) - fontSize / 3} textAnchor="middle">
                    {formatValue(total)}
                  </text>
                ) : (
                  <text data-part="value" x={along(total) + fontSize / 3} y={centre} dy="0.32em">
                    {formatValue(total)}
                  </text>
                ))}
              {columns ? (
                <text data-part="label" x={centre} y={margin.top + plotHeight + fontSize * 1.4} textAnchor="middle">
                  {category}
                </text>
              ) : (
                <text data-part="label" x={margin.left - fontSize / 2} y={centre} dy="0.32em" textAnchor="end">
                  {category}
                </text>
              )}
            </g>
          );
        })}
        {target && targetValue > 0 && (
          <g>
            {columns ? (
              <>
                <line data-part="target" x1={margin.left} x2={margin.left + plotWidth} y1={along(targetValue)} y2={along(targetValue)} />
                <text data-part="target-label" x={margin.left + plotWidth} y={along(targetValue) - fontSize / 3} textAnchor="end">
                  {target.label}
                </text>
              </>
            ) : (
              <>
                <line data-part="target" x1={along(targetValue)} x2={along(targetValue)} y1={margin.top} y2={margin.top + plotHeight} />
                {/* Beside the line, on whichever side has room for it. */}
                <text
                  data-part="target-label"
                  x={along(targetValue)}
                  y={margin.top - fontSize / 2}
                  textAnchor={along(targetValue) - textWidth(target.label, fontSize) >= 0 ? 'end' : 'start'}
                >
                  {target.label}
                </text>
              </>
            )}
          </g>
        )}
      </svg>
      <ChartSummary id={summaryId}>{summary}</ChartSummary>
      <HiddenData>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              {series.map((item) => (
                <th key={item.label} scope="col">
                  {withUnit(item.label)}
                </th>
              ))}
              {totalHeader && series.length > 1 && <th scope="col">{withUnit(totalHeader)}</th>}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={`${category}-${index}`}>
                <th scope="row">{category}</th>
                {series.map((item) => (
                  <td key={item.label}>{formatValue(item.values[index] ?? 0)}</td>
                ))}
                {totalHeader && series.length > 1 && <td>{formatValue(totals[index] ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        {target && <p>{target.label}</p>}
      </HiddenData>
    </ChartFigure>
  );
}
