import type { RequestHandler } from 'msw';
import { courseRatingDimensions, courseRatingMaxScore, courseRatingPaths, type CourseRatingScores } from '../../../contract/course/rating';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { currentAccount, readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { sessionExpired, textOf } from './paging';
import { courseStateOf, evaluationOf, findCourse } from './state';

/** The five scores of a body, or undefined when one is missing or not a whole number 0-10. */
function scoresOf(body: Record<string, unknown>): CourseRatingScores | undefined {
  const scores: Partial<CourseRatingScores> = {};
  for (const { key } of courseRatingDimensions) {
    const raw = body[key];
    const score = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > courseRatingMaxScore) return undefined;
    scores[key] = score;
  }
  return scores as CourseRatingScores;
}

export const courseRatingHandlers = (db: MockDb): RequestHandler[] => [
  contractHttp.post(courseRatingPaths.get, async ({ request }) => {
    const state = courseStateOf(db);
    const course = findCourse(state, textOf((await readBody(request)).courseId));
    if (!course) return refuse('课程不存在');
    return ok(evaluationOf(state, course, currentAccount(db, request)?.username));
  }),

  contractHttp.post(courseRatingPaths.save, async ({ request }) => {
    const account = currentAccount(db, request);
    if (!account) return sessionExpired();
    const state = courseStateOf(db);
    const body = await readBody(request);
    const course = findCourse(state, textOf(body.courseId));
    if (!course) return refuse('课程不存在');
    const ratings = state.ratings.get(course.id) ?? new Map<string, CourseRatingScores>();
    if (ratings.has(account.username)) return refuse('已评价');
    const scores = scoresOf(body);
    if (!scores) return refuse('每项评分须为0到10之间的整数');
    ratings.set(account.username, scores);
    state.ratings.set(course.id, ratings);
    return ok(evaluationOf(state, course, account.username));
  }),
];
