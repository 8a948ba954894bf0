import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchNotice, fetchNotices, fetchTopNotices } from './article';

describe('article contract', () => {
  const backend = useContractBackend();

  it('lists the pinned notices newest first, without their content', async () => {
    const top = await fetchTopNotices(backend.clients.pc);
    expect(top.length).toBe(3);
    expect(top.every((item) => item.top)).toBe(true);
    expect(top.map((item) => item.publishTime)).toEqual([...top.map((item) => item.publishTime)].sort().reverse());
    expect(top[0]).not.toHaveProperty('content');
  });

  it('pages the notice list and honours page and size', async () => {
    const first = await fetchNotices(backend.clients.pc, { page: 1, pageSize: 10 });
    const second = await fetchNotices(backend.clients.pc, { page: 2, pageSize: 10 });
    expect(first.total).toBe(15);
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(5);
    expect(second.page).toBe(2);
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(15);
  });

  it('filters by keyword and by column', async () => {
    const byKeyword = await fetchNotices(backend.clients.pc, { page: 1, pageSize: 20, keyword: '专题班' });
    expect(byKeyword.items.length).toBeGreaterThan(0);
    expect(byKeyword.items.every((item) => item.title.includes('专题班') || (item.summary ?? '').includes('专题班'))).toBe(true);
    const policies = await fetchNotices(backend.clients.pc, { page: 1, pageSize: 20, type: 'ZCWJ' });
    expect(policies.total).toBe(3);
    expect(policies.items.every((item) => item.typeName === '政策文件')).toBe(true);
  });

  it('returns a notice with rich HTML content, and counts each reading', async () => {
    const first = await fetchNotice(backend.clients.pc, { id: 'article-01' });
    expect(first.content).toContain('<table>');
    expect(first.content).toContain('<h2>');
    expect(first.source).toBe('中共示例省委组织部');
    const again = await fetchNotice(backend.clients.pc, { id: 'article-01' });
    expect(again.views).toBe((first.views ?? 0) + 1);
  });

  it('serves the hostile records as they were stored', async () => {
    backend.db.reset({ scenario: 'hostile' });
    const hostile = await fetchNotice(backend.clients.pc, { id: 'article-hostile' });
    expect(hostile.title).toContain('<script>');
    expect(hostile.content).toContain('onerror=alert(1)');
    expect(hostile.content).toContain('javascript:alert(1)');
    const long = await fetchNotice(backend.clients.pc, { id: 'article-long' });
    expect(long.title).toHaveLength(10_000);
    const empty = await fetchNotice(backend.clients.pc, { id: 'article-empty' });
    expect(empty.content).toBe('');
  });

  it("refuses an unknown notice with the server's message", async () => {
    await expect(fetchNotice(backend.clients.pc, { id: 'nope' })).rejects.toMatchObject({ kind: 'business', message: '该文章不存在或已删除' });
  });
});
