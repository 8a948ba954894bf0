import type { YearHoursSummary } from '../../../contract/personal/yearStatistics';
import { roundHours } from '../../core/hours';
import type { MockDb } from '../../core/mockDb';
import type { MockCourseHourCredit } from '../../fixtures/course/learnerState';
import { demoYearHours, yearRequirement } from '../../fixtures/personal/yearStatistics';
import { hourCreditsOf } from '../course/state';
import { displayAt, nowMs } from '../../core/clock';

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);


/** The course area's credits of `username` in `year`: one per course finished. */
export const courseCreditsOf = (db: MockDb, username: string, year: number): MockCourseHourCredit[] =>
  hourCreditsOf(db, username).filter((credit) => credit.year === year);

/** 1-12: when the credit was given, or the clock's month when that cannot be read. */
function monthOf(db: MockDb, credit: MockCourseHourCredit): number {
  const month = Number(credit.creditedAt.slice(5, 7));
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : Number(displayAt(nowMs(db)).slice(5, 7));
}

/**
 * The account's months of a year: hours booked outside the course catalogue (the archive's,
 * fixtures/personal/yearStatistics.ts) plus the catalogue courses finished, in their month.
 */
export function monthsOf(db: MockDb, username: string, year: number) {
  const hours = demoYearHours[username]?.[year];
  const credits = courseCreditsOf(db, username, year);
  return Array.from({ length: 12 }, (_, index) => {
    const inMonth = credits.filter((credit) => monthOf(db, credit) === index + 1);
    const compulsoryHour = roundHours((hours?.compulsory[index] ?? 0) + sum(inMonth.filter((credit) => credit.compulsory).map((credit) => credit.hours)));
    const optionalHour = roundHours((hours?.optional[index] ?? 0) + sum(inMonth.filter((credit) => !credit.compulsory).map((credit) => credit.hours)));
    return { month: index + 1, hours: roundHours(compulsoryHour + optionalHour), compulsoryHour, optionalHour };
  });
}

/**
 * A year's hours against the requirement (docs/product/platform.md#yearly-hours field names): the sum of its months, so the
 * year, the months and every screen that shows them agree.
 */
export function yearSummaryOf(db: MockDb, username: string, year: number): YearHoursSummary {
  const months = monthsOf(db, username, year);
  const compulsoryHour = roundHours(sum(months.map((month) => month.compulsoryHour)));
  const optionalHour = roundHours(sum(months.map((month) => month.optionalHour)));
  return { year, tbtpHourSum: roundHours(compulsoryHour + optionalHour), compulsoryHour, optionalHour, ...yearRequirement };
}
