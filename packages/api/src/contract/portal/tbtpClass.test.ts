import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { enrolClass } from './tbtp';
import {
  fetchClassAssignments,
  fetchClass,
  fetchClassDynamics,
  fetchClassExcellence,
  fetchClassMembers,
  fetchClassNotices,
  fetchClassCompletion,
} from './tbtpClass';

describe('special-topic class pages contract', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;

  it('returns the class page with both course lists and a share link', async () => {
    const detail = await fetchClass(pc, { tbtpId: 'tbtp-01' });
    expect(detail.name).toContain('全省干部网上专题班');
    // A class's hours are its courses' hours.
    const hours = (courses: ReadonlyArray<{ creditHour: number }>) => Math.round(courses.reduce((sum, course) => sum + course.creditHour, 0) * 100) / 100;
    expect(detail.requiredHours).toBe(hours([...detail.compulsoryCourses, ...detail.electiveCourses]));
    expect(detail.compulsoryCourses.map((course) => course.id)).toEqual(['c03', 'c01', 'c02']);
    expect(detail.electiveCourses).toHaveLength(4);
    expect(detail.shareUrl).toBe('/enrollmentQrCode?tbtpId=tbtp-01');
    expect(detail.oneClickEnrol).toBe(true);
    expect(detail.memberCount).toBeGreaterThan(0);
  });

  it("lists the class's courses from the course catalogue with the learner's own standing", async () => {
    const anonymous = await fetchClass(pc, { tbtpId: 'tbtp-05' });
    expect(anonymous.compulsoryCourses.every((course) => course.studyStatus === '0')).toBe(true);
    backend.signInAs('learner');
    const detail = await fetchClass(pc, { tbtpId: 'tbtp-05' });
    expect(detail.enrolled).toBe(true);
    expect(detail.compulsoryCourses.find((course) => course.id === 'c01')).toMatchObject({ studyStatus: '2', showStatusMsg: '已完成' });
  });

  it('refuses an unknown class, as the error page expects', async () => {
    await expect(fetchClass(pc, { tbtpId: 'tbtp-99' })).rejects.toMatchObject({ kind: 'business', message: '该专题班不存在' });
  });

  it('pages the members, the class monitor first, and finds one by name', async () => {
    const page = await fetchClassMembers(pc, { tbtpId: 'tbtp-03', page: 1, pageSize: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.items[0]?.role).toBe('班长');
    expect(page.total).toBe((await fetchClass(pc, { tbtpId: 'tbtp-03' })).memberCount);
    const found = await fetchClassMembers(pc, { tbtpId: 'tbtp-03', page: 1, pageSize: 50, keyword: '张明' });
    expect(found.items.map((member) => member.name)).toEqual(['张明']);
  });

  it('pages class notices newest first', async () => {
    const page = await fetchClassNotices(pc, { tbtpId: 'tbtp-03', page: 1, pageSize: 10 });
    expect(page.total).toBe(2);
    expect(page.items.map((notice) => notice.publishTime)).toEqual([...page.items.map((notice) => notice.publishTime)].sort().reverse());
  });

  it('adds a hostile and an empty notice in the hostile scenario, as stored', async () => {
    backend.db.reset({ scenario: 'hostile' });
    const page = await fetchClassNotices(pc, { tbtpId: 'tbtp-03', page: 1, pageSize: 10 });
    expect(page.total).toBe(4);
    const hostile = page.items.find((notice) => notice.id === 'tbtp-notice-hostile');
    expect(hostile?.content).toContain('onerror=alert(1)');
    expect(page.items.find((notice) => notice.id === 'tbtp-notice-empty')?.title).toBe('');
  });

  it('puts a new enrolment at the top of the class feed', async () => {
    backend.signInAs('learner');
    const before = await fetchClassDynamics(pc, { tbtpId: 'tbtp-09', page: 1, pageSize: 5 });
    await enrolClass(pc, { tbtpId: 'tbtp-09' });
    const after = await fetchClassDynamics(pc, { tbtpId: 'tbtp-09', page: 1, pageSize: 5 });
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ name: '张明', content: '报名了本班', kind: 'enrol' });
  });

  it("lists the member's assignments with their status", async () => {
    backend.signInAs('learner');
    const ended = await fetchClassAssignments(pc, { tbtpId: 'tbtp-05' });
    expect(ended.find((item) => item.id === 'tbtp-05-a1')).toMatchObject({ status: 'submitted', score: 92 });
    expect(ended.find((item) => item.id === 'tbtp-05-a2')?.status).toBe('overdue');
    const open = await fetchClassAssignments(pc, { tbtpId: 'tbtp-03' });
    expect(open.find((item) => item.id === 'tbtp-03-a1')?.status).toBe('pending');
  });

  it("reports the member's completion schedule", async () => {
    backend.signInAs('learner');
    const done = await fetchClassCompletion(pc, { tbtpId: 'tbtp-05' });
    expect(done).toMatchObject({ completed: true, progress: 100, earnedHours: done.requiredHours });
    expect(done.courses.map((course) => course.courseType)).toEqual(['compulsory', 'compulsory', 'compulsory', 'elective', 'elective']);
    expect(done.courses.find((course) => course.id === 'c01')?.studyStatus).toBe('2');
    const partway = await fetchClassCompletion(pc, { tbtpId: 'tbtp-08' });
    expect(partway.completed).toBe(false);
    expect(partway.earnedHours).toBeGreaterThan(0);
    expect(partway.earnedHours).toBeLessThan(partway.requiredHours);
    expect(partway.compulsoryEarned + partway.electiveEarned).toBe(partway.earnedHours);
  });

  it('refuses personal tabs to non-members and to visitors', async () => {
    await expect(fetchClassCompletion(pc, { tbtpId: 'tbtp-03' })).rejects.toMatchObject({ kind: 'http', status: 401 });
    await expect(fetchClassAssignments(pc, { tbtpId: 'tbtp-03' })).rejects.toMatchObject({ status: 401 });
    backend.signInAs('learner');
    await expect(fetchClassCompletion(pc, { tbtpId: 'tbtp-09' })).rejects.toMatchObject({ kind: 'business', message: '您尚未报名该专题班' });
    await expect(fetchClassAssignments(pc, { tbtpId: 'tbtp-09' })).rejects.toMatchObject({ message: '您尚未报名该专题班' });
  });

  it('ranks at most ten members by hours on the excellent board', async () => {
    const board = await fetchClassExcellence(pc, { tbtpId: 'tbtp-03' });
    expect(board.length).toBeGreaterThan(0);
    expect(board.length).toBeLessThanOrEqual(10);
    expect(board.map((row) => row.rank)).toEqual(board.map((_, index) => index + 1));
    expect(board.map((row) => row.hours)).toEqual([...board.map((row) => row.hours)].sort((a, b) => b - a));
  });
});
