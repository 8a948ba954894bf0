import type { HttpHandler } from 'msw';
import type { MockDb } from '../../core/mockDb';
import { ok, refuse } from '../../envelope';
import { demoStudyProfile, statisticsYears } from '../../fixtures/personal/yearStatistics';
import { certificatesOf } from './certificate';
import { examState } from './examState';
import { monthsOf, sum, yearSummaryOf } from './hours';
import { intParam, learnerPost } from './learner';
import { myTbtpsOf } from './studyCentre';

/** A year's courses, derived from its hours so the figures agree with each other. */
function yearCoursesOf(db: MockDb, username: string, year: number) {
  const { tbtpHourSum } = yearSummaryOf(username, year);
  const finishedCourseCount = Math.round(tbtpHourSum / 1.2);
  const courseCount = tbtpHourSum > 0 ? finishedCourseCount + 2 : 0;
  const videoCourseCount = Math.round(courseCount * 0.8);
  const classes = myTbtpsOf(db, username).filter((item) => item.startDate?.startsWith(String(year)));
  const examPassCount = examState(db).records.filter(
    (record) => record.username === username && record.result?.passed && record.result.submittedAt.startsWith(String(year)),
  ).length;
  return {
    year,
    courseCount,
    finishedCourseCount,
    videoCourseCount,
    articleCourseCount: courseCount - videoCourseCount,
    studyMinutes: Math.round(tbtpHourSum * 45),
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
  learnerPost(db, 'api/personal/yearTotalStatistics', ({ username, body }) => {
    const year = yearOf(body);
    return year === undefined ? refuse('请选择年度') : ok(yearSummaryOf(username, year));
  }),

  learnerPost(db, 'api/personal/yearHourTotalStatistics', ({ username, body }) => {
    const year = yearOf(body);
    return year === undefined ? refuse('请选择年度') : ok(monthsOf(username, year));
  }),

  learnerPost(db, 'api/personal/yearCourseTotalStatistics', ({ username, body }) => {
    const year = yearOf(body);
    return year === undefined ? refuse('请选择年度') : ok(yearCoursesOf(db, username, year));
  }),

  learnerPost(db, 'api/personal/totalStatistics', ({ username }) => {
    const years = statisticsYears.map((year) => yearSummaryOf(username, year));
    const courses = statisticsYears.map((year) => yearCoursesOf(db, username, year));
    const profile = demoStudyProfile[username];
    return ok({
      hourSum: sum(years.map((year) => year.tbtpHourSum)),
      compulsoryHour: sum(years.map((year) => year.compulsoryHour)),
      optionalHour: sum(years.map((year) => year.optionalHour)),
      courseCount: sum(courses.map((year) => year.courseCount)),
      finishedCourseCount: sum(courses.map((year) => year.finishedCourseCount)),
      tbtpCount: myTbtpsOf(db, username).length,
      certificateCount: certificatesOf(db, username).length,
      studyDays: profile?.studyDays ?? 0,
      firstStudyDate: profile?.firstStudyDate ?? null,
      years: years.map((year) => ({ year: year.year ?? 0, hourSum: year.tbtpHourSum })),
    });
  }),
];
