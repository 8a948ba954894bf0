import type { MonthHours } from '@study-portal/api';
import { BarChart } from '@study-portal/ui';
import { hoursText, monthLabels, monthsInOrder, monthsSummary } from './hoursText';

export interface MonthlyHoursChartProps {
  year: number;
  months: readonly MonthHours[];
  /** The heading above already names the chart. */
  titleHidden?: boolean;
}

/** A year's hours month by month, compulsory and elective stacked. */
export function MonthlyHoursChart({ year, months, titleHidden = false }: MonthlyHoursChartProps) {
  const ordered = monthsInOrder(months);
  return (
    <BarChart
      title={`${year}年度各月学时`}
      titleHidden={titleHidden}
      summary={monthsSummary(year, ordered)}
      categories={monthLabels}
      categoryHeader="月份"
      unit="学时"
      totalHeader="合计"
      series={[
        { label: '必修', values: ordered.map((month) => month.compulsoryHour ?? 0) },
        { label: '选修', values: ordered.map((month) => month.optionalHour ?? 0) },
      ]}
      formatValue={hoursText}
    />
  );
}
