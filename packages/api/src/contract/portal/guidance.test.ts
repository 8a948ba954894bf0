import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchLearningGuidance } from './guidance';
import { enrolProvincialClass } from './tbtp';

describe('intelligent guidance contract', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;

  it("builds the learner's path from their classes, the month's task and the next live stream", async () => {
    backend.signInAs('learner');
    const guidance = await fetchLearningGuidance(pc);
    expect(guidance.learnerName).toBe('张明');
    expect(guidance.earnedHours).toBeGreaterThan(0);
    expect(guidance.earnedHours).toBeLessThan(guidance.requiredHours);
    expect(guidance.steps.map((step) => step.order)).toEqual(guidance.steps.map((_, index) => index + 1));
    const classes = guidance.steps.filter((step) => step.kind === 'class').map((step) => step.targetId);
    expect(classes).toEqual(['tbtp-08', 'tbtp-03', 'tbtp-04', 'tbtp-01']);
    expect(guidance.steps.some((step) => step.kind === 'live' && step.targetId === 'live-03')).toBe(true);
    expect(guidance.courses.map((course) => course.id)).toEqual(['c03', 'c17', 'c15']);
    expect(guidance.steps.filter((step) => step.kind === 'course').map((step) => step.link)).toEqual(['/subcourse?id=c03', '/subcourse?id=c17', '/subcourse?id=c15']);
  });

  it('stops suggesting the provincial class once the learner has joined it', async () => {
    backend.signInAs('learner');
    await enrolProvincialClass(pc, { tbtpId: 'tbtp-01' });
    const guidance = await fetchLearningGuidance(pc);
    const provincial = guidance.steps.find((step) => step.targetId === 'tbtp-01');
    expect(provincial?.title).toMatch(/^继续学习/);
  });

  it('answers 401 without a session', async () => {
    await expect(fetchLearningGuidance(pc)).rejects.toMatchObject({ kind: 'http', status: 401, message: '登录已过期，请重新登录' });
  });
});
