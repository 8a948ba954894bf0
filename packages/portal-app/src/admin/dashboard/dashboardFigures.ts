import type { PortalStatistics } from '@study-portal/api';

export interface StatisticFigure {
  key: keyof PortalStatistics;
  label: string;
  value: number;
}

/** The figures the dashboard shows, in order, with their labels. */
export const dashboardFigureLabels: ReadonlyArray<{ key: Exclude<keyof PortalStatistics, 'updateTime'>; label: string }> = [
  { key: 'learnerCount', label: '学员总数' },
  { key: 'activeLearnersThisYear', label: '本年参学人数' },
  { key: 'hoursThisYear', label: '本年学时' },
  { key: 'courseCount', label: '课程总数' },
  { key: 'classCount', label: '专题班数' },
  { key: 'visitCount', label: '访问量' },
];

export function statisticFigures(statistics: PortalStatistics): StatisticFigure[] {
  return dashboardFigureLabels.map(({ key, label }) => ({ key, label, value: Number(statistics[key] ?? 0) }));
}
