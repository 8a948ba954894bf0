import type { ApiClient } from '../../client/createApiClient';
import { CourseSummarySchema } from '../entities';
import { fromPagingB, pagedB, toPagingB, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/**
 * Study tasks (/task → /currenttask, /task/taskLists, /task/taskDetail). [A] Paths and
 * payloads: the product names the routes only.
 */
export const taskPaths = {
  current: 'api/portal/task/current',
  query: 'api/portal/task/query',
  get: 'api/portal/task/get',
} as const;

/** A study task (学习任务) as lists show it. [A] All fields. */
export const StudyTaskSchema = v.looseObject({
  id: idString,
  title: v.string(),
  cover: optionalText,
  startDate: optionalText,
  endDate: optionalText,
  status: v.picklist(['upcoming', 'ongoing', 'ended']),
  participantCount: v.nullish(looseNumber, 0),
  summary: optionalText,
  publisher: optionalText,
});
export type StudyTask = v.InferOutput<typeof StudyTaskSchema>;

/**
 * A task in full. [A] `content` is rich HTML to sanitise; `courses` are the ones the task
 * asks for, with the signed-in learner's standing; `completed` is absent without a session.
 */
export const StudyTaskDetailSchema = v.looseObject({
  ...StudyTaskSchema.entries,
  content: v.nullish(v.string(), ''),
  courses: v.nullish(v.array(CourseSummarySchema), []),
  completed: v.nullish(v.boolean()),
});
export type StudyTaskDetail = v.InferOutput<typeof StudyTaskDetailSchema>;

export interface StudyTaskQuery extends PageRequest {
  status?: StudyTask['status'];
}

/** POST api/portal/task/current: this month's task in full, or null when none is on. */
export async function fetchCurrentStudyTask(client: ApiClient): Promise<StudyTaskDetail | null> {
  return readData(await client.post(taskPaths.current), v.nullable(StudyTaskDetailSchema), taskPaths.current);
}

/** POST api/portal/task/query: tasks, newest first. [A] Paging style (b); optional `status`. */
export async function fetchStudyTasks(client: ApiClient, params: StudyTaskQuery): Promise<Page<StudyTask>> {
  const body = { ...toPagingB(params), status: params.status };
  return fromPagingB(readData(await client.post(taskPaths.query, body), pagedB(StudyTaskSchema), taskPaths.query), params);
}

/** POST api/portal/task/get `{ id }`: one task in full. */
export async function fetchStudyTask(client: ApiClient, params: { id: string }): Promise<StudyTaskDetail> {
  return readData(await client.post(taskPaths.get, { id: params.id }), StudyTaskDetailSchema, taskPaths.get);
}

export const useCurrentStudyTask = () => useApiRead([taskPaths.current], ({ pc }) => fetchCurrentStudyTask(pc));

export const useStudyTasks = (params: StudyTaskQuery) => useApiRead([taskPaths.query, params], ({ pc }) => fetchStudyTasks(pc, params));

export const useStudyTask = (id: string | null | undefined) =>
  useApiRead(id ? [taskPaths.get, { id }] : null, ({ pc }) => fetchStudyTask(pc, { id: id ?? '' }));
