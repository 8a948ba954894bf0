import type { ApiClient } from '../../client/createApiClient';
import { fromPagingB, pagedB, toPagingB, type Page, type PageRequest } from '../page';
import { idString, looseNumber, optionalText, readData, v } from '../schema';
import { useApiRead, useApiWrite } from '../swr';

/**
 * Discussion (/comment → /currentcomment, /comment/postLists, /comment/postDetail).
 * [A] Paths and payloads: the product names the routes only.
 */
export const postPaths = {
  current: 'api/portal/post/current',
  query: 'api/portal/post/query',
  get: 'api/portal/post/get',
  reply: 'api/portal/post/reply',
} as const;

/** The server's limit on a reply. [A] */
export const replyMaxLength = 500;

/** A discussion topic (研讨主题). [A] All fields; `intro` is rich HTML to sanitise. */
export const DiscussionTopicSchema = v.looseObject({
  id: idString,
  title: v.string(),
  intro: v.nullish(v.string(), ''),
  cover: optionalText,
  startDate: optionalText,
  endDate: optionalText,
  postCount: v.nullish(looseNumber, 0),
  participantCount: v.nullish(looseNumber, 0),
});
export type DiscussionTopic = v.InferOutput<typeof DiscussionTopicSchema>;

/** A post as lists show it. [A] All fields. */
export const DiscussionPostSchema = v.looseObject({
  id: idString,
  topicId: optionalText,
  title: v.string(),
  author: v.string(),
  orgName: optionalText,
  createTime: optionalText,
  replyCount: v.nullish(looseNumber, 0),
  views: v.nullish(looseNumber, 0),
  summary: optionalText,
});
export type DiscussionPost = v.InferOutput<typeof DiscussionPostSchema>;

/** A reply. [A] `content` is plain text as the learner typed it: screens show it, never parse it. */
export const DiscussionReplySchema = v.looseObject({
  id: idString,
  author: v.string(),
  orgName: optionalText,
  content: v.string(),
  createTime: optionalText,
});
export type DiscussionReply = v.InferOutput<typeof DiscussionReplySchema>;

/** A post in full with its replies, oldest first. [A] `content` is rich HTML to sanitise. */
export const DiscussionPostDetailSchema = v.looseObject({
  ...DiscussionPostSchema.entries,
  content: v.nullish(v.string(), ''),
  replies: v.nullish(v.array(DiscussionReplySchema), []),
});
export type DiscussionPostDetail = v.InferOutput<typeof DiscussionPostDetailSchema>;

export interface DiscussionPostQuery extends PageRequest {
  /** The current topic's posts when absent. */
  topicId?: string;
  keyword?: string;
}

/** POST api/portal/post/current: the topic under discussion now, or null between topics. */
export async function fetchCurrentDiscussion(client: ApiClient): Promise<DiscussionTopic | null> {
  return readData(await client.post(postPaths.current), v.nullable(DiscussionTopicSchema), postPaths.current);
}

/** POST api/portal/post/query: a topic's posts, newest first. [A] Paging style (b). */
export async function fetchDiscussionPosts(client: ApiClient, params: DiscussionPostQuery): Promise<Page<DiscussionPost>> {
  const body = { ...toPagingB(params), topicId: params.topicId || undefined, keyword: params.keyword || undefined };
  return fromPagingB(readData(await client.post(postPaths.query, body), pagedB(DiscussionPostSchema), postPaths.query), params);
}

/** POST api/portal/post/get `{ id }`: a post with its replies; reading it counts a view. */
export async function fetchDiscussionPost(client: ApiClient, params: { id: string }): Promise<DiscussionPostDetail> {
  return readData(await client.post(postPaths.get, { id: params.id }), DiscussionPostDetailSchema, postPaths.get);
}

/**
 * POST api/portal/post/reply `{ postId, content }`: replies as the signed-in learner and
 * returns the stored reply. Refusals: 请输入回复内容, and the length limit.
 */
export async function replyToPost(client: ApiClient, params: { postId: string; content: string }): Promise<DiscussionReply> {
  return readData(await client.post(postPaths.reply, { postId: params.postId, content: params.content }), DiscussionReplySchema, postPaths.reply);
}

export const useCurrentDiscussion = () => useApiRead([postPaths.current], ({ pc }) => fetchCurrentDiscussion(pc));

export const useDiscussionPosts = (params: DiscussionPostQuery) => useApiRead([postPaths.query, params], ({ pc }) => fetchDiscussionPosts(pc, params));

export const useDiscussionPost = (id: string | null | undefined) =>
  useApiRead(id ? [postPaths.get, { id }] : null, ({ pc }) => fetchDiscussionPost(pc, { id: id ?? '' }));

export const useReplyToPost = () =>
  useApiWrite((clients, params: { postId: string; content: string }) => replyToPost(clients.pc, params), [postPaths.get, postPaths.query, postPaths.current]);
