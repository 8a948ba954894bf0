import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchCurrentStudyTask, fetchStudyTask, fetchStudyTasks } from './task';

describe('study task contract', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;

  it("returns this month's task with its courses, without standing for a visitor", async () => {
    const task = await fetchCurrentStudyTask(pc);
    expect(task).toMatchObject({ id: 'task-2026-03', status: 'ongoing' });
    expect(task?.courses.map((course) => course.id)).toEqual(['c03', 'c01', 'c17']);
    expect(task?.completed ?? null).toBeNull();
  });

  it("shows the signed-in learner's standing on the task", async () => {
    backend.signInAs('learner');
    const task = await fetchCurrentStudyTask(pc);
    expect(task?.courses.map((course) => course.showStatusMsg)).toEqual(['未学习', '已完成', '未学习']);
    expect(task?.completed).toBe(false);
    expect((await fetchStudyTask(pc, { id: 'task-2025-12' })).completed).toBe(true);
  });

  it('pages tasks newest first and filters by status', async () => {
    const page = await fetchStudyTasks(pc, { page: 1, pageSize: 4 });
    expect(page.total).toBe(6);
    expect(page.items.map((task) => task.id)).toEqual(['task-2026-04', 'task-2026-03', 'task-2026-02', 'task-2026-01']);
    const ended = await fetchStudyTasks(pc, { page: 1, pageSize: 10, status: 'ended' });
    expect(ended.total).toBe(4);
  });

  it('returns a task in full and refuses an unknown one', async () => {
    const task = await fetchStudyTask(pc, { id: 'task-2026-02' });
    expect(task.content).toContain('<ol>');
    await expect(fetchStudyTask(pc, { id: 'task-0000' })).rejects.toMatchObject({ kind: 'business', message: '该学习任务不存在' });
  });
});
