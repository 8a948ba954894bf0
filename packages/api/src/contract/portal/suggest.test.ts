import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { checkedSessionsOf } from '../../mocks/handlers/account/state';
import { createSuggestion, fetchAllSuggestions, fetchMySuggestions } from './suggest';

describe('suggestion contract', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;

  it("pages the learner's suggestions newest first, with replies", async () => {
    backend.signInAs('learner');
    const page = await fetchMySuggestions(pc, { page: 1, pageSize: 2 });
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.id)).toEqual(['sg-03', 'sg-02']);
    expect(page.items[1]).toMatchObject({ status: 'replied', replier: '平台客服' });
    const second = await fetchMySuggestions(pc, { page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.id)).toEqual(['sg-01']);
  });

  it('stores a new suggestion, which the next query shows first', async () => {
    backend.signInAs('learner');
    const created = await createSuggestion(pc, { title: '课程搜索建议', content: '希望搜索结果能按发布时间排序。' });
    expect(created).toMatchObject({ title: '课程搜索建议', status: 'pending' });
    const page = await fetchMySuggestions(pc, { page: 1, pageSize: 10 });
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({ id: created.id, content: '希望搜索结果能按发布时间排序。' });
  });

  it('keeps each learner to their own suggestions', async () => {
    backend.signInAs('admin');
    expect((await fetchMySuggestions(pc, { page: 1, pageSize: 10 })).total).toBe(0);
  });

  it('refuses empty content and an empty title', async () => {
    backend.signInAs('learner');
    await expect(createSuggestion(pc, { title: '标题', content: '   ' })).rejects.toMatchObject({ kind: 'business', message: '请输入建议内容' });
    await expect(createSuggestion(pc, { title: '', content: '内容' })).rejects.toMatchObject({ message: '请输入建议标题' });
    expect((await fetchMySuggestions(pc, { page: 1, pageSize: 10 })).total).toBe(3);
  });

  it('answers 401 without a session', async () => {
    await expect(fetchMySuggestions(pc, { page: 1, pageSize: 10 })).rejects.toMatchObject({ kind: 'http', status: 401, message: '登录已过期，请重新登录' });
    await expect(createSuggestion(pc, { title: 't', content: 'c' })).rejects.toMatchObject({ status: 401 });
  });

  it('gives an administrator every learner’s suggestions, newest first, with who sent each, new ones included', async () => {
    backend.signInAs('learner');
    const created = await createSuggestion(pc, { title: '希望增加离线下载', content: '出差途中网络不稳定。' });
    backend.signInAs('admin');
    const page = await fetchAllSuggestions(pc, { page: 1, pageSize: 10 });
    expect(page.total).toBe(4);
    expect(page.items[0]).toMatchObject({ id: created.id, submitter: '张明', orgName: expect.any(String) });
    expect(page.items.map((item) => item.createTime)).toEqual([...page.items.map((item) => item.createTime)].sort().reverse());
    const pending = await fetchAllSuggestions(pc, { page: 1, pageSize: 10, status: 'pending' });
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
    expect(pending.total).toBe(2);
  });

  it('refuses every learner’s suggestions to a learner, and to an administrator still owing the verification, with or without the admin site’s header', async () => {
    backend.signInAs('learner');
    await expect(fetchAllSuggestions(pc, { page: 1, pageSize: 10 })).rejects.toMatchObject({ kind: 'http', status: 403, serverMessage: '您不是管理员，无权登录' });
    const token = backend.signInAs('smsadmin');
    await expect(fetchAllSuggestions(pc, { page: 1, pageSize: 10 })).rejects.toMatchObject({ kind: 'http', status: 403, serverMessage: '您需要进行手机号验证' });
    // Verified in this session (the SMS login), the same call without any header is answered.
    checkedSessionsOf(backend.db).add(token);
    await expect(fetchAllSuggestions(pc, { page: 1, pageSize: 10 })).resolves.toMatchObject({ total: 3 });
  });
});
