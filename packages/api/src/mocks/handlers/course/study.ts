import type { RequestHandler } from 'msw';
import { imageTextReadSeconds, courseStudyPaths, studyElsewhereMessage } from '../../../contract/course/study';
import { displayNow } from '../../core/clock';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { currentAccount, readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import type { MockCourse } from '../../fixtures/course/courses';
import type { MockCourseStudyRecord } from '../../fixtures/course/learnerState';
import { sessionExpired, textOf } from './paging';
import { courseStateOf, findCourse, recordFor, studyStatusOf, type CourseDomainState } from './state';

/** A report this close to the end counts as the end: players stop a fraction short [A]. */
const endTolerance = 1;

/** Longest reading time one report may add [A]: a stalled tab cannot claim an hour at once. */
const maxReadSecondsPerReport = 120;

/**
 * Marks the course completed and credits its hours to the current year, once per learner and
 * course however often it is completed again. Returns the hours credited now (0 if none).
 */
function complete(state: CourseDomainState, course: MockCourse, record: MockCourseStudyRecord, now: string): number {
  if (record.completed) return 0;
  record.completed = true;
  record.completedAt = now;
  const alreadyCredited = state.credits.some((credit) => credit.username === record.username && credit.courseId === course.id);
  if (alreadyCredited) return 0;
  state.credits.push({
    username: record.username,
    courseId: course.id,
    year: Number(now.slice(0, 4)),
    hours: course.creditHour,
    compulsory: course.compulsory,
    creditedAt: now,
  });
  return course.creditHour;
}

const activeKey = (username: string, courseId: string) => `${username}|${courseId}`;

export const courseStudyHandlers = (db: MockDb): RequestHandler[] => {
  /**
   * The open record a position report names, for its own learner; or the refusal: unknown or
   * closed records, and records superseded by a newer start (another device or tab).
   */
  async function openRecordOf(request: Request) {
    const account = currentAccount(db, request);
    if (!account) return { failure: sessionExpired() };
    const state = courseStateOf(db);
    const body = await readBody(request);
    const recordId = textOf(body.recordId);
    const open = state.openRecords.get(recordId);
    if (!open || open.username !== account.username) return { failure: refuse('学习记录不存在或已结束') };
    if (state.activeRecords.get(activeKey(open.username, open.courseId)) !== recordId) return { failure: refuse(studyElsewhereMessage) };
    const course = findCourse(state, open.courseId);
    const position = typeof body.position === 'string' ? Number(body.position) : body.position;
    if (!course?.durationSeconds || typeof position !== 'number' || !Number.isFinite(position) || position < 0) {
      return { failure: refuse('播放位置无效') };
    }
    const now = displayNow(db);
    const record = recordFor(state, account.username, course.id, now);
    const at = Math.min(position, course.durationSeconds);
    record.position = at;
    record.furthest = Math.max(record.furthest, at);
    record.lastStudyTime = now;
    const credited = record.furthest >= course.durationSeconds - endTolerance ? complete(state, course, record, now) : 0;
    open.creditedHour += credited;
    return { state, recordId, open, course, record, credited };
  }

  return [
    contractHttp.post(courseStudyPaths.start, async ({ request }) => {
      const account = currentAccount(db, request);
      if (!account) return sessionExpired();
      const state = courseStateOf(db);
      const course = findCourse(state, textOf((await readBody(request)).courseId));
      if (!course) return refuse('课程不存在');
      if (course.resourceType !== 'VIDEO' || !course.durationSeconds) return refuse('图文课程无需播放，请直接阅读');
      const record = recordFor(state, account.username, course.id, displayNow(db));
      const recordId = `rec-${state.nextRecordNumber++}`;
      state.openRecords.set(recordId, { username: account.username, courseId: course.id, creditedHour: 0 });
      state.activeRecords.set(activeKey(account.username, course.id), recordId);
      course.courseVisitor += 1;
      // Once watched to the end, a new play starts from the beginning.
      const watchedToEnd = record.position >= course.durationSeconds - endTolerance;
      return ok({
        recordId,
        studyTimes: watchedToEnd ? 0 : record.position,
        furthest: record.furthest,
        completed: record.completed,
        durationSeconds: course.durationSeconds,
      });
    }),

    contractHttp.post(courseStudyPaths.progress, async ({ request }) => {
      const result = await openRecordOf(request);
      if ('failure' in result) return result.failure;
      const { record, credited } = result;
      return ok({ furthest: record.furthest, completed: record.completed, ...(credited > 0 ? { creditedHours: credited } : {}) });
    }),

    contractHttp.post(courseStudyPaths.end, async ({ request }) => {
      const result = await openRecordOf(request);
      if ('failure' in result) return result.failure;
      const { state, recordId, open, course, record } = result;
      state.openRecords.delete(recordId);
      state.activeRecords.delete(activeKey(open.username, open.courseId));
      return ok({
        completed: record.completed,
        creditedHour: open.creditedHour,
        studyStatus: studyStatusOf(record).studyStatus,
        hasInClassTest: course.assessementType === '0',
        assessementId: course.assessementId,
      });
    }),

    contractHttp.post(courseStudyPaths.articleRead, async ({ request }) => {
      const account = currentAccount(db, request);
      if (!account) return sessionExpired();
      const state = courseStateOf(db);
      const body = await readBody(request);
      const course = findCourse(state, textOf(body.courseId));
      if (!course) return refuse('课程不存在');
      if (course.resourceType !== 'ARTICLE') return refuse('该课程不是图文课程');
      const seconds = typeof body.seconds === 'string' ? Number(body.seconds) : body.seconds;
      if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return refuse('阅读时长无效');
      const now = displayNow(db);
      const record = recordFor(state, account.username, course.id, now);
      record.readSeconds += Math.min(seconds, maxReadSecondsPerReport);
      record.lastStudyTime = now;
      const credited = record.readSeconds >= imageTextReadSeconds ? complete(state, course, record, now) : 0;
      return ok({
        readSeconds: record.readSeconds,
        requiredSeconds: imageTextReadSeconds,
        completed: record.completed,
        creditedHour: credited,
        studyStatus: studyStatusOf(record).studyStatus,
      });
    }),
  ];
};
