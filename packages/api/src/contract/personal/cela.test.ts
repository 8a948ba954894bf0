import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchAcademyCourses, fetchAcademyTopics } from './cela';

describe('external academy lists contract', () => {
  const backend = useContractBackend();

  // The fake server reads the paging from the query string only, so the pages prove where it went.
  it('pages topics and courses with pagesize and pagenum in the query string', async () => {
    backend.signInAs('learner');
    const topics = await fetchAcademyTopics(backend.clients.pc, { page: 1, pageSize: 5 });
    expect(topics).toMatchObject({ total: 7, page: 1, pageSize: 5 });
    expect(topics.items.map((topic) => topic.id)).toEqual(['cela-topic-001', 'cela-topic-002', 'cela-topic-003', 'cela-topic-004', 'cela-topic-005']);
    const rest = await fetchAcademyTopics(backend.clients.pc, { page: 2, pageSize: 5 });
    expect(rest.items.map((topic) => topic.id)).toEqual(['cela-topic-006', 'cela-topic-007']);

    const courses = await fetchAcademyCourses(backend.clients.pc, { page: 3, pageSize: 5 });
    expect(courses.total).toBe(12);
    expect(courses.items.map((course) => course.id)).toEqual(['cela-course-011', 'cela-course-012']);
  });

  it('treats a reply of the wrong shape as malformed, whatever the query string', async () => {
    backend.signInAs('learner');
    backend.db.faults.push({ path: 'api/cela/queryTopicPageList', malformed: true, times: 1 });
    await expect(fetchAcademyTopics(backend.clients.pc, { page: 1, pageSize: 5 })).rejects.toMatchObject({ kind: 'malformed' });
    expect((await fetchAcademyTopics(backend.clients.pc, { page: 1, pageSize: 5 })).total).toBe(7);
  });

  it('passes the hostile topic through as stored, after the others', async () => {
    backend.db.reset({ scenario: 'hostile' });
    backend.signInAs('learner');
    const rest = await fetchAcademyTopics(backend.clients.pc, { page: 2, pageSize: 5 });
    expect(rest.total).toBe(8);
    expect(rest.items.at(-1)).toMatchObject({ id: 'cela-topic-008-hostile', url: 'javascript:alert(1)' });
  });

  it('answers 401 without a session', async () => {
    await expect(fetchAcademyTopics(backend.clients.pc, { page: 1, pageSize: 5 })).rejects.toMatchObject({ status: 401 });
  });
});
