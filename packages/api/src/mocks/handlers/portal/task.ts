import { taskPaths } from '../../../contract/portal/task';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { currentAccount, readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { demoStudyTasks, type MockStudyTask } from '../../fixtures/portal/tasks';
import { courseSummaryFor } from '../course';
import { pageB, textOf } from './support';
import { tenantPicture } from '../../fixtures/pictures';

const tasksOf = (db: MockDb) => db.state('portal-tasks', () => structuredClone(demoStudyTasks));

const summaryOf = (db: MockDb, { content: _content, courseIds: _courseIds, ...task }: MockStudyTask) => ({ ...task, cover: tenantPicture(db, task.cover) });

/** A task in full; with a session, its courses carry the learner's standing and `completed` is set. */
function detailOf(db: MockDb, task: MockStudyTask, username: string | undefined) {
  const courses = task.courseIds.flatMap((id) => courseSummaryFor(db, id, username) ?? []);
  const completed = username ? { completed: courses.length > 0 && courses.every((course) => course.studyStatus === '2') } : {};
  return { ...summaryOf(db, task), content: task.content, courses, ...completed };
}

export const taskHandlers = (db: MockDb) => [
  contractHttp.post(taskPaths.current, ({ request }) => {
    const current = tasksOf(db).find((task) => task.status === 'ongoing');
    return ok(current ? detailOf(db, current, currentAccount(db, request)?.username) : null);
  }),

  contractHttp.post(taskPaths.query, async ({ request }) => {
    const body = await readBody(request);
    const status = textOf(body.status);
    const matching = tasksOf(db)
      .filter((task) => !status || task.status === status)
      .sort((a, b) => b.startDate.localeCompare(a.startDate))
      .map((task) => summaryOf(db, task));
    return ok(pageB(matching, body));
  }),

  contractHttp.post(taskPaths.get, async ({ request }) => {
    const id = textOf((await readBody(request)).id);
    const task = tasksOf(db).find((item) => item.id === id);
    return task ? ok(detailOf(db, task, currentAccount(db, request)?.username)) : refuse('该学习任务不存在');
  }),
];
