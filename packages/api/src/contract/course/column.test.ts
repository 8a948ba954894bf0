import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchColumnArticle, fetchColumnDetail, fetchColumns } from './column';

describe('column contract', () => {
  const backend = useContractBackend();

  it('pages the columns', async () => {
    const page = await fetchColumns(backend.clients.pc, { page: 1, pageSize: 3 });
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toMatchObject({ id: 'col1', name: '新思想学习专栏', itemCount: 4 });
  });

  it('returns a column with its courses and articles in curated order', async () => {
    const column = await fetchColumnDetail(backend.clients.pc, { id: 'col1' });
    expect(column.items.map((item) => `${item.itemType}:${item.id}`)).toEqual(['COURSE:c01', 'ARTICLE:ca1', 'COURSE:c05', 'ARTICLE:ca2']);
    expect(column.items[0]?.course?.name).toBe('习近平新时代中国特色社会主义思想概论');
    expect(column.items[1]?.course).toBeNull();
  });

  it('returns an article with its column, counting each read', async () => {
    const first = await fetchColumnArticle(backend.clients.pc, { id: 'ca1' });
    expect(first).toMatchObject({ title: '在学思践悟中筑牢思想根基', columnId: 'col1', columnName: '新思想学习专栏' });
    expect(first.content).toContain('<p>');
    const second = await fetchColumnArticle(backend.clients.pc, { id: 'ca1' });
    expect(second.readCount).toBe(first.readCount + 1);
  });

  it('keeps hostile and empty articles as data and refuses unknown ids', async () => {
    backend.db.reset({ scenario: 'hostile' });
    const hostile = await fetchColumnArticle(backend.clients.pc, { id: 'ca-hostile' });
    expect(hostile.content).toContain('javascript:alert(1)');
    expect(hostile.title).toContain('<script>');
    expect((await fetchColumnArticle(backend.clients.pc, { id: 'ca-empty' })).content).toBe('');
    await expect(fetchColumnDetail(backend.clients.pc, { id: 'nope' })).rejects.toMatchObject({ serverMessage: '栏目不存在' });
    await expect(fetchColumnArticle(backend.clients.pc, { id: 'nope' })).rejects.toMatchObject({ serverMessage: '文章不存在' });
  });
});
