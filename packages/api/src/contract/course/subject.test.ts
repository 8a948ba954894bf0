import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchHomeTopics, fetchTopicCourses, fetchTopicDetail, fetchTopics } from './subject';

describe('subject contract', () => {
  const backend = useContractBackend();

  it('lists the home page topics in display order', async () => {
    const subjects = await fetchHomeTopics(backend.clients.pc);
    expect(subjects.map((subject) => subject.id)).toEqual(['s1', 's2', 's3', 's4']);
    expect(subjects[0]).toMatchObject({ name: '学习贯彻党的二十届三中全会精神', courseCount: 5 });
  });

  it('pages every subject and filters by name', async () => {
    const first = await fetchTopics(backend.clients.pc, { page: 1, pageSize: 6 });
    const second = await fetchTopics(backend.clients.pc, { page: 2, pageSize: 6 });
    expect(first.total).toBeGreaterThanOrEqual(8);
    expect(first.items).toHaveLength(6);
    expect(first.items.length + second.items.length).toBe(first.total);
    const found = await fetchTopics(backend.clients.pc, { keyword: '党纪', page: 1, pageSize: 10 });
    expect(found.items.map((subject) => subject.id)).toEqual(['s2']);
  });

  it('returns a subject page with its hours and, signed in, the learner progress', async () => {
    const anonymous = await fetchTopicDetail(backend.clients.pc, { id: 's1' });
    expect(anonymous).toMatchObject({ totalHours: 0.5, completedCourseCount: 0, organiser: '中共示例省委组织部' });
    expect(anonymous.introduction).toContain('<p>');
    backend.signInAs('learner');
    expect((await fetchTopicDetail(backend.clients.pc, { id: 's1' })).completedCourseCount).toBe(1);
  });

  it('pages the subject courses in the subject order', async () => {
    const page = await fetchTopicCourses(backend.clients.pc, { subjectId: 's1', page: 1, pageSize: 3 });
    expect(page.total).toBe(5);
    expect(page.items.map((course) => course.id)).toEqual(['c03', 'c02', 'c01']);
    backend.db.reset({ scenario: 'hostile' });
    const empty = await fetchTopicCourses(backend.clients.pc, { subjectId: 's-empty', page: 1, pageSize: 3 });
    expect(empty).toMatchObject({ items: [], total: 0 });
  });

  it('keeps hostile subject text as data and refuses an unknown subject', async () => {
    backend.db.reset({ scenario: 'hostile' });
    expect((await fetchTopicDetail(backend.clients.pc, { id: 's-hostile' })).introduction).toContain('onerror=alert(1)');
    await expect(fetchTopicDetail(backend.clients.pc, { id: 'nope' })).rejects.toMatchObject({ kind: 'business', serverMessage: '专题不存在' });
    await expect(fetchTopicCourses(backend.clients.pc, { subjectId: 'nope', page: 1, pageSize: 3 })).rejects.toMatchObject({ serverMessage: '专题不存在' });
  });
});
