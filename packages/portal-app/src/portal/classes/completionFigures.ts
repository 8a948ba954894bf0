import type { TbtpSchedule } from '@study-portal/api';

export interface CompletionFigure {
  label: string;
  earned: number;
  required: number;
  /** 0-100. */
  percent: number;
}

const percentOf = (earned: number, required: number) => (required > 0 ? Math.min(100, Math.round((earned / required) * 100)) : 100);

/**
 * The learner's hours in a class against what it asks: in total and per list. A list the class
 * does not have (no hours asked) is left out rather than shown as done.
 */
export function completionFigures(schedule: TbtpSchedule): CompletionFigure[] {
  const figures: CompletionFigure[] = [
    { label: '总学时', earned: schedule.earnedHours, required: schedule.requiredHours, percent: schedule.progress },
  ];
  if (schedule.compulsoryHours > 0) {
    figures.push({ label: '必修学时', earned: schedule.compulsoryEarned, required: schedule.compulsoryHours, percent: percentOf(schedule.compulsoryEarned, schedule.compulsoryHours) });
  }
  if (schedule.electiveHours > 0) {
    figures.push({ label: '选修学时', earned: schedule.electiveEarned, required: schedule.electiveHours, percent: percentOf(schedule.electiveEarned, schedule.electiveHours) });
  }
  return figures;
}

/** How many hours are still missing, never below zero. */
export const hoursToGo = (schedule: Pick<TbtpSchedule, 'earnedHours' | 'requiredHours'>): number =>
  Math.max(0, Math.round((schedule.requiredHours - schedule.earnedHours) * 10) / 10);
