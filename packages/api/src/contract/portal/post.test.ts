import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchCurrentDiscussion, fetchDiscussionPost, fetchDiscussionPosts, replyToPost } from './post';

describe('discussion contract', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;

  it('returns the current topic with its counts', async () => {
    const topic = await fetchCurrentDiscussion(pc);
    expect(topic).toMatchObject({ id: 'topic-2026-03', startDate: '2026-03-01' });
    expect(topic?.postCount).toBe(9);
    expect(topic?.intro).toContain('<ul>');
  });

  it("pages the current topic's posts newest first, and another topic's on request", async () => {
    const page = await fetchDiscussionPosts(pc, { page: 1, pageSize: 5 });
    expect(page.total).toBe(9);
    expect(page.items[0]?.id).toBe('post-01');
    expect(page.items.map((post) => post.createTime)).toEqual([...page.items.map((post) => post.createTime)].sort().reverse());
    const february = await fetchDiscussionPosts(pc, { page: 1, pageSize: 10, topicId: 'topic-2026-02' });
    expect(february.items.map((post) => post.id)).toEqual(['post-10', 'post-11', 'post-12']);
    const found = await fetchDiscussionPosts(pc, { page: 1, pageSize: 10, keyword: '青禾村' });
    expect(found.items.map((post) => post.id)).toEqual(['post-04']);
  });

  it('returns a post with its replies and counts the reading', async () => {
    const post = await fetchDiscussionPost(pc, { id: 'post-01' });
    expect(post.content).toContain('<ul>');
    expect(post.replies.map((reply) => reply.id)).toEqual(['reply-01', 'reply-02']);
    expect(post.replyCount).toBe(2);
    expect((await fetchDiscussionPost(pc, { id: 'post-01' })).views).toBe((post.views ?? 0) + 1);
  });

  it('serves the hostile posts and reply as stored in the hostile scenario', async () => {
    backend.db.reset({ scenario: 'hostile' });
    expect((await fetchCurrentDiscussion(pc))?.postCount).toBe(12);
    expect((await fetchDiscussionPost(pc, { id: 'post-01' })).replies.map((reply) => reply.id)).toEqual(['reply-01', 'reply-02', 'reply-hostile']);
    const hostile = await fetchDiscussionPost(pc, { id: 'post-hostile' });
    expect(hostile.title).toContain('<script>');
    expect(hostile.content).toContain('javascript:alert(1)');
    expect((await fetchDiscussionPost(pc, { id: 'post-long' })).title).toHaveLength(10_000);
    expect(await fetchDiscussionPost(pc, { id: 'post-empty' })).toMatchObject({ title: '', content: '' });
  });

  it('adds a reply that the next reading shows', async () => {
    backend.signInAs('learner');
    const reply = await replyToPost(pc, { postId: 'post-03', content: '  分级诊疗确实需要基层能力支撑。  ' });
    expect(reply).toMatchObject({ author: '张明', content: '分级诊疗确实需要基层能力支撑。' });
    const post = await fetchDiscussionPost(pc, { id: 'post-03' });
    expect(post.replies.at(-1)).toMatchObject({ id: reply.id, author: '张明' });
    const list = await fetchDiscussionPosts(pc, { page: 1, pageSize: 20 });
    expect(list.items.find((item) => item.id === 'post-03')?.replyCount).toBe(1);
  });

  it('refuses an empty reply, a reply to an ended topic and a reply without a session', async () => {
    await expect(replyToPost(pc, { postId: 'post-03', content: '好' })).rejects.toMatchObject({ kind: 'http', status: 401 });
    backend.signInAs('learner');
    await expect(replyToPost(pc, { postId: 'post-03', content: '   ' })).rejects.toMatchObject({ kind: 'business', message: '请输入回复内容' });
    await expect(replyToPost(pc, { postId: 'post-10', content: '补充一点' })).rejects.toMatchObject({ message: '该研讨已结束，不能回复' });
    await expect(replyToPost(pc, { postId: 'post-03', content: '长'.repeat(501) })).rejects.toMatchObject({ message: '回复内容不能超过500个字' });
  });
});
