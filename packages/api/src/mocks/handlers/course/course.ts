import type { RequestHandler } from 'msw';
import { coursePaths } from '../../../contract/course/course';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { currentAccount, readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { categoryWithDescendants } from '../../fixtures/course/categories';
import { pageA, queryOf, sessionExpired, textOf } from './paging';
import { byPublishDateDesc, courseDetailOf, courseStateOf, courseSummaryOf, findCourse } from './state';

/** How many courses the recommendation shows at once (docs/product/courses.md#recommendations: three). */
const recommendedCount = 3;

export const courseInfoHandlers = (db: MockDb): RequestHandler[] => [
  contractHttp.post(coursePaths.recommend, async ({ request }) => {
    const state = courseStateOf(db);
    const username = currentAccount(db, request)?.username;
    const body = await readBody(request);
    const pool = state.courses
      .filter((course) => course.recommendRank !== null)
      .sort((a, b) => (a.recommendRank ?? 0) - (b.recommendRank ?? 0));
    const batch = Math.max(0, Math.trunc(Number(body.batch) || 0));
    const start = pool.length === 0 ? 0 : (batch * recommendedCount) % pool.length;
    const picked = Array.from({ length: Math.min(recommendedCount, pool.length) }, (_, index) => pool[(start + index) % pool.length]!);
    return ok(picked.map((course) => courseSummaryOf(state, course, username)));
  }),

  contractHttp.get(coursePaths.categories, () => ok(courseStateOf(db).categories)),

  contractHttp.post(coursePaths.byCategory, async ({ request }) => {
    const state = courseStateOf(db);
    const username = currentAccount(db, request)?.username;
    const body = await readBody(request);
    const categoryId = textOf(body.categoryId);
    const keyword = textOf(body.name).trim();
    const inCategory = categoryId ? categoryWithDescendants(state.categories, categoryId) : undefined;
    const courses = state.courses
      .filter((course) => !inCategory || inCategory.has(course.categoryId))
      .filter((course) => !keyword || course.name.includes(keyword))
      .filter((course) => !(body.isFine === 1 || body.isFine === '1' || body.isFine === true) || course.isFine)
      .sort(body.sort === 'hottest' ? (a, b) => b.courseVisitor - a.courseVisitor : byPublishDateDesc);
    return ok(pageA(courses.map((course) => courseSummaryOf(state, course, username)), body));
  }),

  contractHttp.get(coursePaths.detail, ({ request }) => {
    const state = courseStateOf(db);
    const course = findCourse(state, queryOf(request, 'id'));
    if (!course) return refuse('课程不存在');
    return ok(courseDetailOf(state, course, currentAccount(db, request)?.username));
  }),

  contractHttp.post(coursePaths.toggleZan, async ({ request }) => {
    const account = currentAccount(db, request);
    if (!account) return sessionExpired();
    const state = courseStateOf(db);
    const course = findCourse(state, textOf((await readBody(request)).courseId));
    if (!course) return refuse('课程不存在');
    const likers = state.zans.get(course.id) ?? new Set<string>();
    state.zans.set(course.id, likers);
    if (likers.has(account.username)) likers.delete(account.username);
    else likers.add(account.username);
    return ok({ isZan: likers.has(account.username), zanNum: course.zanNum + likers.size });
  }),
];
