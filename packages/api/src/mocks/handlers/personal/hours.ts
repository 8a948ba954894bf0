import type { YearHoursSummary } from '../../../contract/personal/yearStatistics';
import { demoYearHours, yearRequirement } from '../../fixtures/personal/yearStatistics';

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The account's months of a year; twelve zero months for a year without study. */
export function monthsOf(username: string, year: number) {
  const hours = demoYearHours[username]?.[year];
  return Array.from({ length: 12 }, (_, index) => {
    const compulsoryHour = hours?.compulsory[index] ?? 0;
    const optionalHour = hours?.optional[index] ?? 0;
    return { month: index + 1, hours: compulsoryHour + optionalHour, compulsoryHour, optionalHour };
  });
}

/** A year's hours against the requirement (spec 3 field names). */
export function yearSummaryOf(username: string, year: number): YearHoursSummary {
  const months = monthsOf(username, year);
  const compulsoryHour = sum(months.map((month) => month.compulsoryHour));
  const optionalHour = sum(months.map((month) => month.optionalHour));
  return { year, tbtpHourSum: compulsoryHour + optionalHour, compulsoryHour, optionalHour, ...yearRequirement };
}
