import { postPaths, replyMaxLength } from '../../../contract/portal/post';
import { cleanText, isBlankText, textLength } from '../../../rules/text';
import { writeTime } from '../../core/clock';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { scenarioRecords } from '../../core/scenario';
import { readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { demoDiscussionTopics, demoPosts, hostilePosts, type MockPost, type MockTopic } from '../../fixtures/portal/posts';
import { learnerOf, matchesKeyword, pageB, textOf } from './support';
import { tenantPicture } from '../../fixtures/pictures';

const discussionOf = (db: MockDb) =>
  db.state('portal-discussion', () => ({
    topics: structuredClone(demoDiscussionTopics),
    posts: structuredClone(scenarioRecords(db, demoPosts, hostilePosts, (post) => post.id)),
    replies: 0,
  }));

const plainText = (html: string) => html.replace(/<[^>]*>/g, '');

function topicWithCounts(topic: MockTopic, posts: MockPost[]) {
  const { current: _current, ...wire } = topic;
  const own = posts.filter((post) => post.topicId === topic.id);
  const people = new Set(own.flatMap((post) => [post.author, ...post.replies.map((item) => item.author)]));
  return { ...wire, postCount: own.length, participantCount: people.size };
}

const summaryOf = ({ content, replies, ...post }: MockPost) => ({ ...post, replyCount: replies.length, summary: plainText(content).slice(0, 80) });

export const postHandlers = (db: MockDb) => [
  contractHttp.post(postPaths.current, () => {
    const { topics, posts } = discussionOf(db);
    const current = topics.find((topic) => topic.current);
    return ok(current ? { ...topicWithCounts(current, posts), cover: tenantPicture(db, current.cover) } : null);
  }),

  contractHttp.post(postPaths.query, async ({ request }) => {
    const { topics, posts } = discussionOf(db);
    const body = await readBody(request);
    const topicId = textOf(body.topicId) || topics.find((topic) => topic.current)?.id;
    const keyword = textOf(body.keyword);
    const matching = posts
      .filter((post) => post.topicId === topicId && matchesKeyword(keyword, post.title, plainText(post.content)))
      .sort((a, b) => b.createTime.localeCompare(a.createTime))
      .map(summaryOf);
    return ok(pageB(matching, body));
  }),

  contractHttp.post(postPaths.get, async ({ request }) => {
    const id = textOf((await readBody(request)).id);
    const post = discussionOf(db).posts.find((item) => item.id === id);
    if (!post) return refuse('该帖子不存在或已删除');
    post.views += 1;
    return ok({ ...post, replyCount: post.replies.length, summary: plainText(post.content).slice(0, 80) });
  }),

  contractHttp.post(postPaths.reply, async ({ request }) => {
    const who = learnerOf(db, request);
    if (who instanceof Response) return who;
    const state = discussionOf(db);
    const body = await readBody(request);
    const post = state.posts.find((item) => item.id === textOf(body.postId));
    if (!post) return refuse('该帖子不存在或已删除');
    if (!state.topics.find((topic) => topic.id === post.topicId)?.current) return refuse('该研讨已结束，不能回复');
    const content = cleanText(textOf(body.content));
    if (isBlankText(content)) return refuse('请输入回复内容');
    if (textLength(content) > replyMaxLength) return refuse(`回复内容不能超过${replyMaxLength}个字`);
    state.replies += 1;
    const reply = { id: `reply-new-${state.replies}`, author: who.user.name, orgName: who.user.orgName, content, createTime: writeTime(db) };
    post.replies.push(reply);
    return ok(reply);
  }),
];
