import { useId } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { ChartFigure, ChartSummary, HiddenData, Legend, Swatch } from './Chart.styles';
import { drawable, valueScale } from './chartScale';

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
  target?: BarTarget;
  /** How values print on the bars and in the table. Default: up to two decimals. */
  formatValue?: (value: number) => string;
  /** Height of the drawing in px at its natural width. Default 220. */
  height?: number;
  /** Keeps the title for screen readers only, when a heading above already says it. */
  titleHidden?: boolean;
  className?: string;
}

const defaultFormat = (value: number) => String(Math.round(value * 100) / 100);

const margin = { top: 22, right: 12, bottom: 30, left: 44 };
// Wide enough for a two-character label under each column at 12 px.
const minBand = 40;

/**
 * A bar chart drawn as plain SVG: a picture (role="img") named by its title and described by
 * its summary, with the same numbers in a table for screen readers. No script draws it, so it
 * renders on the server, prints sharply and follows the theme's colours.
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

  const totals = categories.map((_, index) => series.reduce((sum, item) => sum + drawable(item.values[index] ?? 0), 0));
  const scale = valueScale(Math.max(0, ...totals, target ? drawable(target.value) : 0));
  const plotWidth = Math.max(240, categories.length * minBand);
  const width = margin.left + plotWidth + margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const band = categories.length > 0 ? plotWidth / categories.length : plotWidth;
  const barWidth = Math.min(36, band * 0.6);
  const y = (value: number) => margin.top + plotHeight - (value / scale.max) * plotHeight;
  const withUnit = (header: string) => (unit ? `${header}（${unit}）` : header);
  const showLegend = series.length > 1 || target !== undefined;

  return (
    <ChartFigure className={className} aria-labelledby={titleId}>
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
        viewBox={`0 0 ${width} ${height}`}
        style={{ maxWidth: `${Math.round(width * 1.4)}px` }}
        focusable="false"
      >
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line data-part={tick === 0 ? 'axis' : 'grid'} x1={margin.left} x2={margin.left + plotWidth} y1={y(tick)} y2={y(tick)} />
            <text data-part="label" x={margin.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, index) => {
          const centre = margin.left + band * index + band / 2;
          let stacked = 0;
          return (
            <g key={`${category}-${index}`} data-category={category}>
              {series.map((item, seriesIndex) => {
                const value = drawable(item.values[index] ?? 0);
                const top = y(stacked + value);
                const barHeight = y(stacked) - top;
                stacked += value;
                return value > 0 ? (
                  <rect key={item.label} data-series={seriesIndex % 4} x={centre - barWidth / 2} y={top} width={barWidth} height={barHeight} rx={2} />
                ) : null;
              })}
              {(totals[index] ?? 0) > 0 && (
                <text data-part="value" x={centre} y={y(totals[index] ?? 0) - 5} textAnchor="middle">
                  {formatValue(totals[index] ?? 0)}
                </text>
              )}
              <text data-part="label" x={centre} y={margin.top + plotHeight + 18} textAnchor="middle">
                {category}
              </text>
            </g>
          );
        })}
        {target && drawable(target.value) > 0 && (
          <g>
            <line data-part="target" x1={margin.left} x2={margin.left + plotWidth} y1={y(target.value)} y2={y(target.value)} />
            <text data-part="target-label" x={margin.left + plotWidth} y={y(target.value) - 5} textAnchor="end">
              {target.label}
            </text>
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
