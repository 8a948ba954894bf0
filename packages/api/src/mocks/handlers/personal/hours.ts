import type { YearHoursSummary } from '../../../contract/personal/yearStatistics';
import { createMockDb, type MockDb } from '../../core/mockDb';
import type { MockCourseHourCredit } from '../../fixtures/course/learnerState';
import { demoYearHours, yearRequirement } from '../../fixtures/personal/yearStatistics';
import { creditedHoursDetailOf, hourCreditsOf } from '../course/state';
import { displayAt, nowMs } from './learner';

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * A db nobody writes to: the course area's state as its fixtures seed it. The personal hours
 * fixtures already include that seeded history, so only what a session adds on top counts.
 */
let pristine: MockDb | undefined;
const pristineDb = (): MockDb => (pristine ??= createMockDb());

const sameCredit = (a: MockCourseHourCredit, b: MockCourseHourCredit) => a.courseId === b.courseId && a.year === b.year && a.creditedAt === b.creditedAt;

/** The hours the course area credited to `username` during this session (not its seeded history). */
export function sessionCreditsOf(db: MockDb, username: string): MockCourseHourCredit[] {
  const seeded = hourCreditsOf(pristineDb(), username);
  return hourCreditsOf(db, username).filter((credit) => !seeded.some((item) => sameCredit(item, credit)));
}

/** The session's extra hours of a year, split as the course area splits them. */
function sessionHoursOf(db: MockDb, username: string, year: number) {
  const now = creditedHoursDetailOf(db, username, year);
  const seeded = creditedHoursDetailOf(pristineDb(), username, year);
  return { compulsory: twoDecimals(now.compulsory - seeded.compulsory), optional: twoDecimals(now.optional - seeded.optional) };
}

/** 1-12: when the credit was given, or the personal clock's month when that cannot be read. */
function monthOf(db: MockDb, credit: MockCourseHourCredit): number {
  const month = Number(credit.creditedAt.slice(5, 7));
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : Number(displayAt(nowMs(db)).slice(5, 7));
}

/** The account's months of a year: the fixture's, plus courses completed this session in their month. */
export function monthsOf(db: MockDb, username: string, year: number) {
  const hours = demoYearHours[username]?.[year];
  const credits = sessionCreditsOf(db, username).filter((credit) => credit.year === year);
  return Array.from({ length: 12 }, (_, index) => {
    const inMonth = credits.filter((credit) => monthOf(db, credit) === index + 1);
    const compulsoryHour = twoDecimals((hours?.compulsory[index] ?? 0) + sum(inMonth.filter((credit) => credit.compulsory).map((credit) => credit.hours)));
    const optionalHour = twoDecimals((hours?.optional[index] ?? 0) + sum(inMonth.filter((credit) => !credit.compulsory).map((credit) => credit.hours)));
    return { month: index + 1, hours: twoDecimals(compulsoryHour + optionalHour), compulsoryHour, optionalHour };
  });
}

/** A year's hours from the fixture alone, before anything the session added. */
export function fixtureYearSummaryOf(username: string, year: number): YearHoursSummary {
  const hours = demoYearHours[username]?.[year];
  const compulsoryHour = twoDecimals(sum(hours?.compulsory ?? []));
  const optionalHour = twoDecimals(sum(hours?.optional ?? []));
  return { year, tbtpHourSum: twoDecimals(compulsoryHour + optionalHour), compulsoryHour, optionalHour, ...yearRequirement };
}

/** A year's hours against the requirement (spec 3 field names), courses completed this session included. */
export function yearSummaryOf(db: MockDb, username: string, year: number): YearHoursSummary {
  const base = fixtureYearSummaryOf(username, year);
  const extra = sessionHoursOf(db, username, year);
  const compulsoryHour = twoDecimals(base.compulsoryHour + extra.compulsory);
  const optionalHour = twoDecimals(base.optionalHour + extra.optional);
  return { ...base, tbtpHourSum: twoDecimals(compulsoryHour + optionalHour), compulsoryHour, optionalHour };
}
