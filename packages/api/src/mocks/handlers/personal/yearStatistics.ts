import type { HttpHandler } from 'msw';
import { yearStatisticsPaths } from '../../../contract/personal/yearStatistics';
import type { MockDb } from '../../core/mockDb';
import { ok, refuse } from '../../envelope';
import { demoStudyProfile, statisticsYears } from '../../fixtures/personal/yearStatistics';
import { courseSummaryFor } from '../course/state';
import { certificatesOf } from './certificate';
import { examState } from './examState';
import { fixtureYearSummaryOf, monthsOf, sessionCreditsOf, sum, yearSummaryOf } from './hours';
import { intParam, learnerPost } from './learner';
import { myTbtpsOf } from './studyCentre';

/**
 * A year's courses: the fixture's, derived from its hours so the figures agree with each other,
 * plus the courses completed this session (the course area's credits).
 */
function yearCoursesOf(db: MockDb, username: string, year: number) {
  const base = fixtureYearSummaryOf(username, year).tbtpHourSum;
  const baseFinished = Math.round(base / 1.2);
  const baseCount = base > 0 ? baseFinished + 2 : 0;
  const baseVideos = Math.round(baseCount * 0.8);
  const completed = sessionCreditsOf(db, username)
    .filter((credit) => credit.year === year)
    .map((credit) => courseSummaryFor(db, credit.courseId));
  const completedVideos = completed.filter((course) => course?.resourceType === 'VIDEO').length;
  const courseCount = baseCount + completed.length;
  const videoCourseCount = baseVideos + completedVideos;
  const classes = myTbtpsOf(db, username).filter((item) => item.startDate?.startsWith(String(year)));
  const examPassCount = examState(db).records.filter(
    (record) => record.username === username && record.result?.passed && record.result.submittedAt.startsWith(String(year)),
  ).length;
  return {
    year,
    courseCount,
    finishedCourseCount: baseFinished + completed.length,
    videoCourseCount,
    articleCourseCount: courseCount - videoCourseCount,
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
