import type { RequestHandler } from 'msw';
import { famousTeacherPaths } from '../../../contract/course/famousTeacher';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { currentAccount, readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import type { MockCourseTeacher } from '../../fixtures/course/teachers';
import { pageB, textOf } from './paging';
import { byPublishDateDesc, courseStateOf, courseSummaryOf, type CourseDomainState } from './state';

const coursesBy = (state: CourseDomainState, teacherId: string) =>
  state.courses.filter((course) => course.teacherIds.includes(teacherId)).sort(byPublishDateDesc);

const toSummary = (state: CourseDomainState, teacher: MockCourseTeacher) => ({
  id: teacher.id,
  teacher: teacher.name,
  teacherPosition: teacher.position,
  picture: state.picture(teacher.picture),
  summary: teacher.famous?.summary ?? teacher.profile,
  researchField: teacher.famous?.researchField ?? null,
  courseCount: coursesBy(state, teacher.id).length,
});

export const famousTeacherHandlers = (db: MockDb): RequestHandler[] => [
  contractHttp.post(famousTeacherPaths.list, async ({ request }) => {
    const state = courseStateOf(db);
    const famous = state.teachers.filter((teacher) => teacher.famous).map((teacher) => toSummary(state, teacher));
    return ok(pageB(famous, await readBody(request)));
  }),

  contractHttp.post(famousTeacherPaths.detail, async ({ request }) => {
    const state = courseStateOf(db);
    const id = textOf((await readBody(request)).id);
    const teacher = state.teachers.find((candidate) => candidate.id === id && candidate.famous);
    if (!teacher?.famous) return refuse('名师不存在');
    return ok({ ...toSummary(state, teacher), teacherProfile: teacher.famous.profileHtml, honours: [...teacher.famous.honours] });
  }),

  contractHttp.post(famousTeacherPaths.courses, async ({ request }) => {
    const state = courseStateOf(db);
    const body = await readBody(request);
    const teacherId = textOf(body.teacherId);
    if (!state.teachers.some((teacher) => teacher.id === teacherId)) return refuse('名师不存在');
    const username = currentAccount(db, request)?.username;
    return ok(pageB(coursesBy(state, teacherId).map((course) => courseSummaryOf(state, course, username)), body));
  }),
];
