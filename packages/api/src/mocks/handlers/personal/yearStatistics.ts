import type { HttpHandler } from 'msw';
import { yearStatisticsPaths } from '../../../contract/personal/yearStatistics';
import type { MockDb } from '../../core/mockDb';
import { ok, refuse } from '../../envelope';
import { demoStudyProfile, statisticsYears } from '../../fixtures/personal/yearStatistics';
import { courseSummaryFor, studyRecordsOf } from '../course/state';
import { certificatesOf } from './certificate';
import { examState } from './examState';
import { roundHours } from '../../core/hours';
import { monthsOf, sum, yearSummaryOf } from './hours';
import { intParam, learnerPost } from './learner';
import { myTbtpsOf } from './studyCentre';

/** A year's courses, classes and tests, counted from the learner's records of that year. */
function yearCoursesOf(db: MockDb, username: string, year: number) {
  const inYear = (time: string | null | undefined) => Boolean(time?.startsWith(String(year)));
  const studied = studyRecordsOf(db, username).filter((record) => inYear(record.lastStudyTime) || inYear(record.completedAt));
  const typeOf = (courseId: string) => courseSummaryFor(db, courseId)?.resourceType;
  const videoCourseCount = studied.filter((record) => typeOf(record.courseId) === 'VIDEO').length;
  // A class of the year is one held during it: a class running across the whole year counts too.
  const heldIn = (item: { startDate?: string | null; endDate?: string | null }) =>
    (item.startDate ?? item.endDate ?? '9999') <= `${year}-12-31` && (item.endDate ?? item.startDate ?? '') >= `${year}-01-01`;
  const classes = myTbtpsOf(db, username).filter(heldIn);
  const examPassCount = examState(db).records.filter((record) => record.username === username && record.result?.passed && inYear(record.result.submittedAt)).length;
  return {
    year,
    courseCount: studied.length,
    finishedCourseCount: studied.filter((record) => inYear(record.completedAt)).length,
    videoCourseCount,
    articleCourseCount: studied.length - videoCourseCount,
    studyMinutes: Math.round(yearSummaryOf(db, username, year).tbtpHourSum * 45),
    tbtpCount: classes.length,
    graduatedTbtpCount: classes.filter((item) => item.graduated).length,
    examPassCount,
  };
}

const yearOf = (body: Record<string, unknown>) => {
  const year = intParam(body.year);
  return year !== undefined && year >= 1990 && year <= 2100 ? year : undefined;
};

export const yearStatisticsHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, yearStatisticsPaths.year, ({ username, body }) => {
    const year = yearOf(body);
    return year === undefined ? refuse('请选择年度') : ok(yearSummaryOf(db, username, year));
  }),

  learnerPost(db, yearStatisticsPaths.yearHours, ({ username, body }) => {
    const year = yearOf(body);
    return year === undefined ? refuse('请选择年度') : ok(monthsOf(db, username, year));
  }),

  learnerPost(db, yearStatisticsPaths.yearCourses, ({ username, body }) => {
    const year = yearOf(body);
    return year === undefined ? refuse('请选择年度') : ok(yearCoursesOf(db, username, year));
  }),

  learnerPost(db, yearStatisticsPaths.total, ({ username }) => {
    const years = statisticsYears.map((year) => yearSummaryOf(db, username, year));
    const records = studyRecordsOf(db, username);
    const profile = demoStudyProfile[username];
    return ok({
      hourSum: roundHours(sum(years.map((year) => year.tbtpHourSum))),
      compulsoryHour: roundHours(sum(years.map((year) => year.compulsoryHour))),
      optionalHour: roundHours(sum(years.map((year) => year.optionalHour))),
      courseCount: records.length,
      finishedCourseCount: records.filter((record) => record.completed).length,
      tbtpCount: myTbtpsOf(db, username).length,
      certificateCount: certificatesOf(db, username).length,
      studyDays: profile?.studyDays ?? 0,
      firstStudyDate: profile?.firstStudyDate ?? null,
      years: years.map((year) => ({ year: year.year ?? 0, hourSum: year.tbtpHourSum })),
    });
  }),
];
