import type { ApiClient } from '../../client/createApiClient';
import { fromPagingB, pagedB, toPagingB, type Page, type PageRequest } from '../page';
import { idString, optionalText, readData, v } from '../schema';
import { useApiRead, useApiWrite } from '../swr';

/** A course's discussion room (route /discussRoom); both paths [A]. */
export const courseDiscussionPaths = {
  list: 'api/portal/course/discuss/query',
  save: 'api/portal/course/discuss/save',
} as const;

/** Longest comment the server takes [A]. */
export const courseCommentMaxLength = 500;

/**
 * A comment in the discussion room [A: every field]. `text` is plain text typed by a learner:
 * render it as text, never as HTML. `time` is 'YYYY-MM-DD HH:mm:ss'.
 */
export const CourseCommentSchema = v.looseObject({
  id: idString,
  author: v.string(),
  orgName: optionalText,
  time: v.string(),
  text: v.string(),
});
export type CourseComment = v.InferOutput<typeof CourseCommentSchema>;

export interface CourseCommentsRequest extends PageRequest {
  courseId: string;
}

/** POST api/portal/course/discuss/query: newest first, paging style (b) [A]. */
export async function fetchCourseComments(client: ApiClient, request: CourseCommentsRequest): Promise<Page<CourseComment>> {
  const body = { ...toPagingB(request), courseId: request.courseId };
  const reply = readData(await client.post(courseDiscussionPaths.list, body), pagedB(CourseCommentSchema), courseDiscussionPaths.list);
  return fromPagingB(reply, request);
}

export interface SaveCourseCommentRequest {
  courseId: string;
  text: string;
}

/**
 * POST api/portal/course/discuss/save: posts as the signed-in learner and replies with the
 * saved comment. Refused: empty text (请输入讨论内容), longer than 500 characters.
 */
export async function saveCourseComment(client: ApiClient, request: SaveCourseCommentRequest): Promise<CourseComment> {
  return readData(await client.post(courseDiscussionPaths.save, request), CourseCommentSchema, courseDiscussionPaths.save);
}

export const useCourseComments = (request: CourseCommentsRequest | null | undefined) =>
  useApiRead(request ? [courseDiscussionPaths.list, request] : null, ({ pc }) => fetchCourseComments(pc, request!));

export const useSaveCourseComment = () =>
  useApiWrite((clients, request: SaveCourseCommentRequest) => saveCourseComment(clients.pc, request), [courseDiscussionPaths.list]);
