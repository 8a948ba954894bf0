import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchCourseDetail } from './course';
import { courseRatingDimensions, fetchCourseRating, saveCourseRating } from './rating';

const scores = { viewpointScore: 10, problemScore: 8, contentScore: 10, vividScore: 6, effectScore: 10 };

describe('course rating contract', () => {
  const backend = useContractBackend();

  it('names five dimensions', () => {
    expect(courseRatingDimensions.map((dimension) => dimension.label)).toEqual(['立场观点正确', '注重问题导向', '内容丰富全面', '课程生动形象', '教学切实有效']);
  });

  it('shows the aggregate to anyone and no own rating without a session', async () => {
    const evaluation = await fetchCourseRating(backend.clients.pc, { courseId: 'c01' });
    expect(evaluation.mine).toBeNull();
    expect(evaluation.aggregate.num).toBeGreaterThan(0);
    expect(evaluation.aggregate.average).toBeGreaterThan(0);
    expect(evaluation.aggregate.average).toBeLessThanOrEqual(10);
  });

  it('saves a rating once; the next read and the course score show it', async () => {
    backend.signInAs('learner');
    const before = await fetchCourseRating(backend.clients.pc, { courseId: 'c02' });
    const saved = await saveCourseRating(backend.clients.pc, { courseId: 'c02', ...scores });
    expect(saved.mine).toMatchObject(scores);
    expect(saved.aggregate.num).toBe(before.aggregate.num + 1);
    const after = await fetchCourseRating(backend.clients.pc, { courseId: 'c02' });
    expect(after.mine).toMatchObject(scores);
    expect((await fetchCourseDetail(backend.clients.pc, { id: 'c02' })).score).toBe(after.aggregate.average);
    await expect(saveCourseRating(backend.clients.pc, { courseId: 'c02', ...scores })).rejects.toMatchObject({ kind: 'business', serverMessage: '已评价' });
  });

  it('refuses a score outside 0-10 and answers 401 without a session', async () => {
    await expect(saveCourseRating(backend.clients.pc, { courseId: 'c02', ...scores })).rejects.toMatchObject({ status: 401 });
    backend.signInAs('learner');
    await expect(saveCourseRating(backend.clients.pc, { courseId: 'c02', ...scores, vividScore: 11 })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: '每项评分须为0到10之间的整数',
    });
    expect((await fetchCourseRating(backend.clients.pc, { courseId: 'c02' })).mine).toBeNull();
  });
});
