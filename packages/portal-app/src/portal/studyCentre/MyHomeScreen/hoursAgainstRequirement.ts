import type { YearLearnSummary } from '@study-portal/api';
import type { HoursRule } from '../../../tenants/profiles';

/** One line of the year's hours: what was earned and, when the organisation sets one, what is required. */
export interface HoursLine {
  label: string;
  earned: number;
  required: number | undefined;
}

/**
 * The year's hours the way the tenant counts them (its hours rule): the total with the
 * compulsory part, or the compulsory and the elective hours side by side, each against its
 * requirement.
 */
export function hoursAgainstRequirement(summary: YearLearnSummary, rule: HoursRule): HoursLine[] {
  const compulsory = { label: '必修', earned: summary.compulsoryHour, required: summary.compulsoryCourseHour };
  return rule === 'compulsoryAndElective'
    ? [compulsory, { label: '选修', earned: summary.optionalHour, required: summary.optionalCourseHour }]
    : [{ label: '总学时', earned: summary.tbtpHourSum, required: summary.ANALYSIS_HOURS_NUM }, compulsory];
}

/** How much of the requirement is met, in percent; none without a requirement. */
export const percentMet = ({ earned, required }: HoursLine): number | undefined =>
  required && required > 0 ? Math.min(100, (earned / required) * 100) : undefined;
