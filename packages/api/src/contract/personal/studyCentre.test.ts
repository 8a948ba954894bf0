import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchMyCollectedCourses, fetchMyCourses, fetchMySubjects, fetchMyTbtpClasses, fetchTbtpStatisticsInfo } from './studyCentre';

describe('study centre contract', () => {
  const backend = useContractBackend();

  it('lists my classes a page at a time, newest enrolment first, and filters by ended', async () => {
    backend.signInAs('learner');
    const first = await fetchMyTbtpClasses(backend.clients.pc, { page: 1, pageSize: 4 });
    expect(first.total).toBe(6);
    expect(first.items).toHaveLength(4);
    expect(first.items[0]?.tbtpId).toBe('tbtp-001');
    const second = await fetchMyTbtpClasses(backend.clients.pc, { page: 2, pageSize: 4 });
    expect(second.items.map((item) => item.tbtpId)).not.toContain('tbtp-001');
    expect(second.items).toHaveLength(2);

    const ended = await fetchMyTbtpClasses(backend.clients.pc, { page: 1, pageSize: 10, status: 'ended' });
    expect(ended.items.map((item) => item.tbtpId).sort()).toEqual(['tbtp-003', 'tbtp-004', 'tbtp-005']);
    expect(ended.items.every((item) => item.ended)).toBe(true);
    const hostile = (await fetchMyTbtpClasses(backend.clients.pc, { page: 1, pageSize: 10, status: 'ongoing' })).items.find((item) => item.tbtpId.endsWith('-hostile'));
    expect(hostile?.name).toContain('<img');
  });

  it('counts my classes and their hours in agreement with the list', async () => {
    backend.signInAs('learner');
    const info = await fetchTbtpStatisticsInfo(backend.clients.pc);
    const all = await fetchMyTbtpClasses(backend.clients.pc, { page: 1, pageSize: 20 });
    expect(info.tbtpCount).toBe(all.total);
    expect(info.ongoingCount + info.endedCount).toBe(info.tbtpCount);
    expect(info.graduatedCount).toBe(2);
    expect(info.tbtpHourSum).toBe(all.items.reduce((sum, item) => sum + item.studiedHours, 0));
  });

  it('lists my courses by status, with the status text the server shows', async () => {
    backend.signInAs('learner');
    const all = await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50 });
    const finished = await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50, status: 'finished' });
    const studying = await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50, status: 'studying' });
    const notStarted = all.items.filter((item) => item.showStatusMsg === '未学习');
    expect(finished.total + studying.total + notStarted.length).toBe(all.total);
    expect(notStarted.length).toBe(2);
    expect(finished.items.every((item) => item.studyStatus === '2' && item.showStatusMsg === '已完成' && item.progress === 100)).toBe(true);
    expect(studying.items.every((item) => item.showStatusMsg === '学习中' && item.progress < 100)).toBe(true);
    expect(all.items[0]?.lastStudyTime).toBe('2026-03-15 07:48:11');
    expect(all.items.find((item) => item.id === 'c-016-long')?.name).toHaveLength(10000);
  });

  it('lists my special topics and collected courses, newest first', async () => {
    backend.signInAs('learner');
    const subjects = await fetchMySubjects(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(subjects.total).toBe(4);
    expect(subjects.items[0]?.id).toBe('s-004');
    expect(subjects.items.find((item) => item.id === 's-002')?.progress).toBe(100);

    const collected = await fetchMyCollectedCourses(backend.clients.pc, { page: 1, pageSize: 3 });
    expect(collected.total).toBe(7);
    expect(collected.items.map((item) => item.id)).toEqual(['c-002', 'c-011', 'c-004']);
    expect(collected.items[0]?.collectTime).toBe('2026-03-14 21:06:10');
  });

  it('gives an account without study history empty lists', async () => {
    backend.signInAs('notrainee');
    expect((await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 10 })).total).toBe(0);
    expect((await fetchTbtpStatisticsInfo(backend.clients.pc)).tbtpCount).toBe(0);
  });

  it('answers 401 without a session', async () => {
    await expect(fetchMyTbtpClasses(backend.clients.pc, { page: 1, pageSize: 10 })).rejects.toMatchObject({ kind: 'http', status: 401, serverMessage: '登录已过期，请重新登录' });
    await expect(fetchMyCollectedCourses(backend.clients.pc, { page: 1, pageSize: 10 })).rejects.toMatchObject({ status: 401 });
  });
});
