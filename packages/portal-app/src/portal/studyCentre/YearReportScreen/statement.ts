import type { YearLearnSummary } from '@study-portal/api';
import type { HoursRule } from '../../../tenants/profiles';

/** One line of the statement's hours table. `required` is undefined where the organisation set none. */
export interface StatementLine {
  label: string;
  earned: number;
  required: number | undefined;
  /** Undefined without a requirement. */
  met: boolean | undefined;
}

const line = (label: string, earned: number, required: number | undefined): StatementLine => ({
  label,
  earned,
  required,
  met: required === undefined ? undefined : earned >= required,
});

/** The hours the tenant's rule counts (docs/product/platform.md#tenant-profiles), each against its requirement. */
export function statementLines(summary: YearLearnSummary, rule: HoursRule): StatementLine[] {
  const compulsory = line('必修学时', summary.compulsoryHour, summary.compulsoryCourseHour);
  return rule === 'compulsoryAndElective'
    ? [compulsory, line('选修学时', summary.optionalHour, summary.optionalCourseHour)]
    : [line('总学时', summary.tbtpHourSum, summary.ANALYSIS_HOURS_NUM), compulsory];
}

export type StatementVerdict = 'met' | 'short' | 'noRequirement';

/** Met when every counted line with a requirement is met; no verdict when none has one. */
export function statementVerdict(lines: readonly StatementLine[]): StatementVerdict {
  const measured = lines.filter((item) => item.met !== undefined);
  if (measured.length === 0) return 'noRequirement';
  return measured.every((item) => item.met) ? 'met' : 'short';
}

export const verdictText: Record<StatementVerdict, string> = {
  met: '已达到年度学习要求',
  short: '未达到年度学习要求',
  noRequirement: '所在单位未设置年度学时要求',
};

/** The `year` query parameter, when it is a plausible year. */
export function yearParam(value: string | null): number | undefined {
  if (value === null || !/^\d{4}$/.test(value.trim())) return undefined;
  const year = Number(value);
  return year >= 1990 && year <= 2100 ? year : undefined;
}
