import type { HttpHandler } from 'msw';
import type { CourseCategory } from '../../../contract/course/course';
import { imageTextReadSeconds } from '../../../contract/course/study';
import type { MyCollectedCourse, MyCourse, MyTbtpClass } from '../../../contract/personal/studyCentre';
import { studyCentrePaths } from '../../../contract/personal/studyCentre';
import type { MockDb } from '../../core/mockDb';
import { ok } from '../../envelope';
import type { MockCourse } from '../../fixtures/course/courses';
import type { MockCourseStudyRecord } from '../../fixtures/course/learnerState';
import { demoSubjectJoins, mySubjectOf, myTbtpClassOf } from '../../fixtures/personal/studyCentre';
import { collectedCourseIds, courseStateOf, courseSummaryFor, findCourse, studyRecordsOf } from '../course/state';
import { subjectsOf } from '../course/subject';
import { classStandingOf } from '../portal/classStanding';
import { tbtpStateOf } from '../portal/tbtp';
import { displayAt, nowMs } from '../../core/clock';
import { learnerPost, pageA, textParam } from './learner';
import { tenantPicture } from '../../fixtures/pictures';

/** The name of a catalogue category, wherever it sits in the tree. */
export function categoryNameOf(db: MockDb, categoryId: string): string | null {
  const find = (categories: readonly CourseCategory[]): CourseCategory | undefined => {
    for (const category of categories) {
      const found = category.id === categoryId ? category : find(category.children);
      if (found) return found;
    }
    return undefined;
  };
  return find(courseStateOf(db).categories)?.name ?? null;
}

/** 0-100: how far the video was watched or how long the article was read. */
function progressOf(course: MockCourse, record: MockCourseStudyRecord): number {
  if (record.completed) return 100;
  const done = course.resourceType === 'VIDEO' && course.durationSeconds ? record.furthest / course.durationSeconds : record.readSeconds / imageTextReadSeconds;
  return Math.min(99, Math.round(done * 100));
}

/**
 * The account's courses: every catalogue course it has a study record of (the course area's),
 * with the status the catalogue shows it, last studied first.
 */
export function myCoursesOf(db: MockDb, username: string): MyCourse[] {
  const state = courseStateOf(db);
  return studyRecordsOf(db, username).flatMap((record): MyCourse[] => {
    const course = findCourse(state, record.courseId);
    const summary = courseSummaryFor(db, record.courseId, username);
    if (!course || !summary) return [];
    return [
      {
        ...summary,
        progress: progressOf(course, record),
        lastStudyTime: record.lastStudyTime,
        finishTime: record.completedAt,
        categoryId: course.categoryId,
        categoryName: categoryNameOf(db, course.categoryId),
      },
    ];
  });
}

/**
 * The account's classes: its enrolments in the class catalogue as they stand (a class enrolled
 * in on the portal is here at once), `ended` by the server's clock too.
 */
export function myTbtpsOf(db: MockDb, username: string): MyTbtpClass[] {
  const today = displayAt(nowMs(db)).slice(0, 10);
  const state = tbtpStateOf(db);
  return state.enrolments
    .filter((enrolment) => enrolment.username === username)
    .flatMap((enrolment) => {
      const item = state.classes.find((candidate) => candidate.tbtpId === enrolment.tbtpId);
      return item ? [myTbtpClassOf(item, enrolment, classStandingOf(db, item, username))] : [];
    })
    .map((item) => ({ ...item, cover: tenantPicture(db, item.cover), ended: item.ended || Boolean(item.endDate && item.endDate < today) }))
    .sort((a, b) => String(b.enrolTime).localeCompare(String(a.enrolTime)));
}

export const studyCentreHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, studyCentrePaths.myTbtps, ({ username, body }) => {
    const status = textParam(body.status);
    const classes = myTbtpsOf(db, username).filter((item) => (status === 'ongoing' ? !item.ended : status === 'ended' ? item.ended : true));
    return ok(pageA(classes, body));
  }),

  learnerPost(db, studyCentrePaths.tbtpStatistics, ({ username }) => {
    const classes = myTbtpsOf(db, username);
    const ended = classes.filter((item) => item.ended).length;
    return ok({
      tbtpCount: classes.length,
      ongoingCount: classes.length - ended,
      endedCount: ended,
      graduatedCount: classes.filter((item) => item.graduated).length,
      tbtpHourSum: classes.reduce((sum, item) => sum + item.studiedHours, 0),
    });
  }),

  learnerPost(db, studyCentrePaths.myCourses, ({ username, body }) => {
    const status = textParam(body.studyStatus);
    const courses = myCoursesOf(db, username).filter((item) => !status || item.studyStatus === status);
    return ok(pageA(courses, body));
  }),

  learnerPost(db, studyCentrePaths.mySubjects, ({ username, body }) => {
    const finished = new Set(studyRecordsOf(db, username).filter((record) => record.completed).map((record) => record.courseId));
    const subjects = (demoSubjectJoins[username] ?? []).flatMap(({ id, joinTime }) => {
      const found = subjectsOf(db).find((subject) => subject.id === id);
      return found ? [mySubjectOf(found, found.courseIds.filter((courseId) => finished.has(courseId)).length, joinTime)] : [];
    });
    return ok(pageA(subjects.map((subject) => ({ ...subject, cover: tenantPicture(db, subject.cover) })).sort((a, b) => String(b.joinTime).localeCompare(String(a.joinTime))), body));
  }),

  // The course area keeps the collection newest first but not when each course was collected.
  learnerPost(db, studyCentrePaths.myCollect, ({ username, body }) => {
    const items = collectedCourseIds(db, username).flatMap((courseId): MyCollectedCourse[] => {
      const summary = courseSummaryFor(db, courseId, username);
      return summary ? [{ ...summary, collectTime: null }] : [];
    });
    return ok(pageA(items, body));
  }),
];
