import type { RequestHandler } from 'msw';
import { courseCollectPaths } from '../../../contract/course/collect';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { currentAccount, readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { sessionExpired, textOf } from './paging';
import { courseStateOf, findCourse } from './state';

export const courseCollectHandlers = (db: MockDb): RequestHandler[] => [
  contractHttp.post(courseCollectPaths.toggle, async ({ request }) => {
    const account = currentAccount(db, request);
    if (!account) return sessionExpired();
    const state = courseStateOf(db);
    const course = findCourse(state, textOf((await readBody(request)).courseId));
    if (!course) return refuse('课程不存在');
    const collected = state.collections.get(account.username) ?? [];
    const isCollected = !collected.includes(course.id);
    state.collections.set(account.username, isCollected ? [course.id, ...collected] : collected.filter((id) => id !== course.id));
    return ok({ isCollected });
  }),
];
