import type { RequestHandler } from 'msw';
import { sumHours } from '../../core/hours';
import { subjectPaths } from '../../../contract/course/subject';
import type { SubjectSummary } from '../../../contract/entities';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { scenarioRecords } from '../../core/scenario';
import { currentAccount, readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { demoSubjects, hostileSubjects, type MockSubject } from '../../fixtures/course/subjects';
import { pageA, textOf } from './paging';
import { byPublishDateDesc, courseStateOf, courseSummaryOf, findCourse, findRecord } from './state';
import type { MockCourse } from '../../fixtures/course/courses';
import { tenantPicture } from '../../fixtures/pictures';

/** How many topics the home page shows [A]. */
const indexSubjectCount = 4;

export const subjectsOf = (db: MockDb): MockSubject[] =>
  db.state('course-subjects', () => structuredClone(scenarioRecords(db, demoSubjects, hostileSubjects, (subject) => subject.id)));

const toSummary = (db: MockDb, subject: MockSubject): SubjectSummary => ({
  id: subject.id,
  name: subject.name,
  cover: tenantPicture(db, subject.cover),
  summary: subject.summary,
  courseCount: subject.courseIds.length,
});

export const subjectHandlers = (db: MockDb): RequestHandler[] => {
  const coursesOf = (subject: MockSubject): MockCourse[] => {
    const state = courseStateOf(db);
    return subject.courseIds.map((id) => findCourse(state, id)).filter((course): course is MockCourse => Boolean(course));
  };
  const findSubject = (id: string) => subjectsOf(db).find((subject) => subject.id === id);

  return [
    contractHttp.post(subjectPaths.index, () =>
      ok(
        subjectsOf(db)
          .filter((subject) => subject.indexRank !== null)
          .sort((a, b) => (a.indexRank ?? 0) - (b.indexRank ?? 0))
          .slice(0, indexSubjectCount)
          .map((subject) => toSummary(db, subject)),
      ),
    ),

    contractHttp.post(subjectPaths.list, async ({ request }) => {
      const body = await readBody(request);
      const keyword = textOf(body.name).trim();
      const subjects = subjectsOf(db)
        .filter((subject) => !keyword || subject.name.includes(keyword))
        .sort(byPublishDateDesc)
        .map((subject) => toSummary(db, subject));
      return ok(pageA(subjects, body));
    }),

    contractHttp.post(subjectPaths.detail, async ({ request }) => {
      const subject = findSubject(textOf((await readBody(request)).id));
      if (!subject) return refuse('专题不存在');
      const username = currentAccount(db, request)?.username;
      const state = courseStateOf(db);
      const courses = coursesOf(subject);
      return ok({
        ...toSummary(db, subject),
        introduction: subject.introduction,
        publishDate: subject.publishDate,
        organiser: subject.organiser,
        totalHours: sumHours(courses.map((course) => course.creditHour)),
        completedCourseCount: username ? courses.filter((course) => findRecord(state, username, course.id)?.completed).length : 0,
      });
    }),

    contractHttp.post(subjectPaths.courses, async ({ request }) => {
      const body = await readBody(request);
      const subject = findSubject(textOf(body.subjectId));
      if (!subject) return refuse('专题不存在');
      const username = currentAccount(db, request)?.username;
      const state = courseStateOf(db);
      return ok(pageA(coursesOf(subject).map((course) => courseSummaryOf(state, course, username)), body));
    }),
  ];
};
