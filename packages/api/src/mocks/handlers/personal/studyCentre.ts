import type { HttpHandler } from 'msw';
import type { MyCollectedCourse, MyCourse, MyTbtpClass } from '../../../contract/personal/studyCentre';
import type { MockDb } from '../../core/mockDb';
import { ok } from '../../envelope';
import { personalCourseById, personalCourseCategories } from '../../fixtures/personal/courses';
import { demoMyCollections, demoMyCourses, demoMySubjects, demoMyTbtps } from '../../fixtures/personal/studyCentre';
import { displayAt, learnerPost, nowMs, pageA, perAccount, textParam } from './learner';

const statusMessages: Record<string, string> = { '0': '未学习', '1': '学习中', '2': '已完成' };

/** The account's courses with their standing, last studied first. */
export function myCoursesOf(db: MockDb, username: string): MyCourse[] {
  const fixtures = perAccount(db, 'personal-my-courses', (name) => structuredClone(demoMyCourses[name] ?? []))(username);
  return fixtures
    .flatMap((entry) => {
      const course = personalCourseById(entry.courseId);
      if (!course) return [];
      const { categoryId, ...summary } = course;
      const category = personalCourseCategories.find((item) => item.categoryId === categoryId);
      return [
        {
          ...summary,
          studyStatus: entry.studyStatus,
          showStatusMsg: statusMessages[entry.studyStatus],
          progress: entry.progress,
          lastStudyTime: entry.lastStudyTime,
          finishTime: entry.finishTime ?? null,
          categoryId,
          categoryName: category?.categoryName ?? null,
        },
      ];
    })
    .sort((a, b) => String(b.lastStudyTime).localeCompare(String(a.lastStudyTime)));
}

/** The account's classes, `ended` by the server's clock. */
export function myTbtpsOf(db: MockDb, username: string): MyTbtpClass[] {
  const today = displayAt(nowMs(db)).slice(0, 10);
  const classes = perAccount(db, 'personal-my-tbtps', (name) => structuredClone(demoMyTbtps[name] ?? []))(username);
  return classes
    .map((item) => ({ ...item, ended: Boolean(item.endDate && item.endDate < today) }))
    .sort((a, b) => String(b.enrolTime).localeCompare(String(a.enrolTime)));
}

export const studyCentreHandlers = (db: MockDb): HttpHandler[] => [
  learnerPost(db, 'api/personal/queryMyTbtps', ({ username, body }) => {
    const status = textParam(body.status);
    const classes = myTbtpsOf(db, username).filter((item) => (status === 'ongoing' ? !item.ended : status === 'ended' ? item.ended : true));
    return ok(pageA(classes, body));
  }),

  learnerPost(db, 'api/personal/queryTbtpStatisticsInfo', ({ username }) => {
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

  learnerPost(db, 'api/personal/myCourses', ({ username, body }) => {
    const status = textParam(body.studyStatus);
    const courses = myCoursesOf(db, username).filter((item) => !status || item.studyStatus === status);
    return ok(pageA(courses, body));
  }),

  learnerPost(db, 'api/subject/queryMySubject', ({ username, body }) => {
    const subjects = perAccount(db, 'personal-my-subjects', (name) => structuredClone(demoMySubjects[name] ?? []))(username);
    return ok(pageA([...subjects].sort((a, b) => String(b.joinTime).localeCompare(String(a.joinTime))), body));
  }),

  learnerPost(db, 'api/personal/queryMyCollect', ({ username, body }) => {
    const collections = perAccount(db, 'personal-my-collect', (name) => structuredClone(demoMyCollections[name] ?? []))(username);
    const courses = myCoursesOf(db, username);
    const items = [...collections]
      .sort((a, b) => b.collectTime.localeCompare(a.collectTime))
      .flatMap((entry): MyCollectedCourse[] => {
        const course = personalCourseById(entry.courseId);
        if (!course) return [];
        const { categoryId: _categoryId, ...summary } = course;
        const mine = courses.find((item) => item.id === entry.courseId);
        return [{ ...summary, studyStatus: mine?.studyStatus ?? '0', showStatusMsg: mine?.showStatusMsg ?? '未学习', collectTime: entry.collectTime }];
      });
    return ok(pageA(items, body));
  }),
];
