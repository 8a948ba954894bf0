import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchCourseComments, saveCourseComment } from './discussion';

describe('course discussion contract', () => {
  const backend = useContractBackend();

  it('pages the comments newest first, hostile text included as plain data', async () => {
    backend.db.reset({ scenario: 'hostile' });
    const first = await fetchCourseComments(backend.clients.pc, { courseId: 'c01', page: 1, pageSize: 4 });
    const second = await fetchCourseComments(backend.clients.pc, { courseId: 'c01', page: 2, pageSize: 4 });
    expect(first.total).toBe(6);
    expect(first.items).toHaveLength(4);
    expect(second.items).toHaveLength(2);
    const times = [...first.items, ...second.items].map((comment) => comment.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.items.some((comment) => comment.text.includes('<script>'))).toBe(true);
    expect(first.items.every((comment) => comment.author !== undefined && comment.time !== '')).toBe(true);
  });

  it('posts as the signed-in learner; the next read shows the comment first', async () => {
    backend.signInAs('learner');
    const saved = await saveCourseComment(backend.clients.pc, { courseId: 'c02', text: '  课程很有启发  ' });
    expect(saved).toMatchObject({ author: '张明', text: '课程很有启发' });
    expect(saved.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const page = await fetchCourseComments(backend.clients.pc, { courseId: 'c02', page: 1, pageSize: 10 });
    expect(page.items[0]).toEqual(saved);
  });

  it('refuses empty and over-long text, and answers 401 without a session', async () => {
    await expect(saveCourseComment(backend.clients.pc, { courseId: 'c02', text: '好' })).rejects.toMatchObject({ status: 401 });
    backend.signInAs('learner');
    await expect(saveCourseComment(backend.clients.pc, { courseId: 'c02', text: '   ' })).rejects.toMatchObject({ serverMessage: '请输入讨论内容' });
    await expect(saveCourseComment(backend.clients.pc, { courseId: 'c02', text: '长'.repeat(501) })).rejects.toMatchObject({
      serverMessage: '讨论内容不能超过500字',
    });
  });
});
