import { describe, expect, it } from 'vitest';
import { collectedCourseIds } from '../../mocks/handlers/course/state';
import { useContractBackend } from '../../testing/contractServer';
import { toggleCourseCollect } from './collect';
import { fetchCourseDetail } from './course';

describe('course collect contract', () => {
  const backend = useContractBackend();

  it('collects and uncollects a course for the signed-in learner', async () => {
    backend.signInAs('learner');
    expect((await fetchCourseDetail(backend.clients.pc, { id: 'c10' })).isCollected).toBe(false);
    expect(await toggleCourseCollect(backend.clients.pc, { courseId: 'c10' })).toEqual({ isCollected: true });
    expect((await fetchCourseDetail(backend.clients.pc, { id: 'c10' })).isCollected).toBe(true);
    expect(collectedCourseIds(backend.db, 'learner')[0]).toBe('c10');
    expect(await toggleCourseCollect(backend.clients.pc, { courseId: 'c10' })).toEqual({ isCollected: false });
    expect(collectedCourseIds(backend.db, 'learner')).not.toContain('c10');
  });

  it('keeps collections per learner', async () => {
    backend.signInAs('admin');
    expect((await fetchCourseDetail(backend.clients.pc, { id: 'c27' })).isCollected).toBe(false);
    backend.signInAs('learner');
    expect((await fetchCourseDetail(backend.clients.pc, { id: 'c27' })).isCollected).toBe(true);
  });

  it('answers 401 without a session and refuses an unknown course', async () => {
    await expect(toggleCourseCollect(backend.clients.pc, { courseId: 'c10' })).rejects.toMatchObject({ status: 401 });
    backend.signInAs('learner');
    await expect(toggleCourseCollect(backend.clients.pc, { courseId: 'nope' })).rejects.toMatchObject({ kind: 'business', serverMessage: '课程不存在' });
  });
});
