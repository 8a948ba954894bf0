import type { HttpHandler } from 'msw';
import { sumHours } from '../../core/hours';
import { studyAnalysisPaths } from '../../../contract/personal/studyAnalysis';
import type { MockDb } from '../../core/mockDb';
import { ok, refuse } from '../../envelope';
import { categoryWithDescendants } from '../../fixtures/course/categories';
import { demoKeywords } from '../../fixtures/personal/studyCentre';
import { statisticsYears } from '../../fixtures/personal/yearStatistics';
import { courseStateOf, courseSummaryFor } from '../course/state';
import { currentYear } from '../../core/clock';
import { intParam, learnerPost, pageA, textParam } from './learner';
import { categoryNameOf, myCoursesOf } from './studyCentre';

const isOn = (value: string | undefined) => value !== undefined && value !== '' && value !== 'N';

/** The course catalogue (the course area's), each course with the learner's own status. */
const catalogueFor = (db: MockDb, username: string) =>
  courseStateOf(db).courses.flatMap((course) => {
    const summary = courseSummaryFor(db, course.id, username);
    return summary ? [summary] : [];
  });

/** Category ids in the order of the catalogue's tree, so rows keep the tree's order. */
const treeOrder = (db: MockDb): string[] => [...categoryWithDescendants([{ id: '', name: '', children: courseStateOf(db).categories }], '')];

const topOf = (body: Record<string, unknown>) => Math.min(20, Math.max(1, intParam(body.top) ?? 10));

export const studyAnalysisHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, studyAnalysisPaths.categoryStatistics, ({ username }) => {
    const courses = myCoursesOf(db, username);
    const rows = treeOrder(db).flatMap((categoryId) => {
      const mine = courses.filter((item) => item.categoryId === categoryId);
      if (mine.length === 0) return [];
      const finished = mine.filter((item) => item.studyStatus === '2');
      return [
        {
          categoryId,
          categoryName: categoryNameOf(db, categoryId) ?? '',
          courseCount: mine.length,
          finishedCount: finished.length,
          creditHour: sumHours(finished.map((item) => item.creditHour)),
        },
      ];
    });
    return ok(rows);
  }),

  // A parent category lists the courses of the categories below it too.
  learnerPost(db, studyAnalysisPaths.courseListByCategory, ({ username, body }) => {
    const categoryId = textParam(body.categoryId);
    if (!categoryId) return refuse('请选择课程分类');
    const categories = categoryWithDescendants(courseStateOf(db).categories, categoryId);
    return ok(pageA(myCoursesOf(db, username).filter((item) => categories.has(String(item.categoryId))), body));
  }),

  learnerPost(db, studyAnalysisPaths.personalConfig, () => {
    const year = currentYear(db);
    return ok({
      years: statisticsYears.filter((item) => item <= year).reverse(),
      currentYear: year,
      certificateEnabled: true,
      dispatchEnabled: true,
      celaEnabled: isOn(db.settings.sysParams.ZWY_SHOW),
    });
  }),

  learnerPost(db, studyAnalysisPaths.hotStatistics, ({ username, body }) => {
    const ranked = catalogueFor(db, username)
      .sort((a, b) => b.courseVisitor - a.courseVisitor)
      .slice(0, topOf(body))
      .map((course, index) => ({ ...course, rank: index + 1, studyCount: Math.round(course.courseVisitor / 37) }));
    return ok(ranked);
  }),

  learnerPost(db, studyAnalysisPaths.newStatistics, ({ username, body }) =>
    ok(
      catalogueFor(db, username)
        .sort((a, b) => String(b.publishDate).localeCompare(String(a.publishDate)))
        .slice(0, topOf(body)),
    ),
  ),

  learnerPost(db, studyAnalysisPaths.keywordStatistics, ({ username }) => ok(demoKeywords[username] ?? [])),
];
