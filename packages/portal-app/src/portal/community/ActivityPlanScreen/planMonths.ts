import type { StudyTask } from '@study-portal/api';

export interface PlanMonth {
  /** 2026-03 */
  key: string;
  /** 2026年3月 */
  label: string;
  tasks: StudyTask[];
}

const monthKey = (date: string | null | undefined) => (date && /^\d{4}-\d{2}/.test(date) ? date.slice(0, 7) : '');

/**
 * Tasks as a plan: by the month they start, earliest first, so the year reads in order;
 * tasks without a start date come last under 时间待定.
 */
export function planMonths(tasks: readonly StudyTask[]): PlanMonth[] {
  const months = new Map<string, StudyTask[]>();
  for (const task of [...tasks].sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? ''))) {
    const key = monthKey(task.startDate);
    months.set(key, [...(months.get(key) ?? []), task]);
  }
  return [...months]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([key, items]) => ({ key: key || 'undated', label: key ? `${Number(key.slice(0, 4))}年${Number(key.slice(5, 7))}月` : '时间待定', tasks: items }));
}
