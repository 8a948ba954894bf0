import type { HttpHandler } from 'msw';
import type { MockDb } from '../../core/mockDb';
import { ok, refuse } from '../../envelope';
import { personalCourseCategories, personalCourses } from '../../fixtures/personal/courses';
import { demoKeywords } from '../../fixtures/personal/studyCentre';
import { statisticsYears } from '../../fixtures/personal/yearStatistics';
import { currentYear, intParam, learnerPost, pageA, textParam } from './learner';
import { myCoursesOf } from './studyCentre';

const isOn = (value: string | undefined) => value !== undefined && value !== '' && value !== 'N';

/** Courses for the rankings: without their category, as the shared summary. */
const summaries = () => personalCourses.map(({ categoryId: _categoryId, ...summary }) => summary);

const topOf = (body: Record<string, unknown>) => Math.min(20, Math.max(1, intParam(body.top) ?? 10));

export const studyAnalysisHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, 'api/personal/courseCategoryStatistics', ({ username }) => {
    const courses = myCoursesOf(db, username);
    const rows = personalCourseCategories.flatMap(({ categoryId, categoryName }) => {
      const mine = courses.filter((item) => item.categoryId === categoryId);
      if (mine.length === 0) return [];
      const finished = mine.filter((item) => item.studyStatus === '2');
      return [{ categoryId, categoryName, courseCount: mine.length, finishedCount: finished.length, creditHour: finished.reduce((sum, item) => sum + item.creditHour, 0) }];
    });
    return ok(rows);
  }),

  learnerPost(db, 'api/personal/courseListByCategory', ({ username, body }) => {
    const categoryId = textParam(body.categoryId);
    if (!categoryId) return refuse('请选择课程分类');
    return ok(pageA(myCoursesOf(db, username).filter((item) => item.categoryId === categoryId), body));
  }),

  learnerPost(db, 'api/personal/personalConfig', () => {
    const year = currentYear(db);
    return ok({
      years: statisticsYears.filter((item) => item <= year).reverse(),
      currentYear: year,
      certificateEnabled: true,
      dispatchEnabled: true,
      celaEnabled: isOn(db.settings.sysParams.ZWY_SHOW),
    });
  }),

  learnerPost(db, 'api/personal/hotStatisticsList', ({ body }) => {
    const ranked = summaries()
      .sort((a, b) => b.courseVisitor - a.courseVisitor)
      .slice(0, topOf(body))
      .map((course, index) => ({ ...course, rank: index + 1, studyCount: Math.round(course.courseVisitor / 37) }));
    return ok(ranked);
  }),

  learnerPost(db, 'api/personal/newStatisticsList', ({ body }) =>
    ok(
      summaries()
        .sort((a, b) => String(b.publishDate).localeCompare(String(a.publishDate)))
        .slice(0, topOf(body)),
    ),
  ),

  learnerPost(db, 'api/personal/keyWordStatistics', ({ username }) => ok(demoKeywords[username] ?? [])),
];
