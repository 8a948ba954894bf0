import { describe, expect, it } from 'vitest';
import { defaultMockNow } from '../../mocks/core/clock';
import { useContractBackend } from '../../testing/contractServer';
import { toggleCourseCollect } from '../course/collect';
import { fetchCourseDetail } from '../course/course';
import { endStudy, reportStudyProgress, startStudy } from '../course/study';
import { fetchTopicDetail } from '../course/subject';
import { enrolProvincialClass, fetchClasses } from '../portal/tbtp';
import { fetchClass, fetchClassCompletion } from '../portal/tbtpClass';
import { fetchMyCollectedCourses, fetchMyCourses, fetchMyTopics, fetchMyClasses, fetchMyClassStatistics } from './studyCentre';

describe('study centre contract', () => {
  const backend = useContractBackend();
  // The course area stamps records with the fake's clock.
  const demoNow = defaultMockNow.slice(0, 19).replace('T', ' ');


  it('lists my classes a page at a time, newest enrolment first, and filters by ended', async () => {
    backend.signInAs('learner');
    const first = await fetchMyClasses(backend.clients.pc, { page: 1, pageSize: 3 });
    expect(first.total).toBe(4);
    expect(first.items.map((item) => item.tbtpId)).toEqual(['tbtp-04', 'tbtp-03', 'tbtp-08']);
    const second = await fetchMyClasses(backend.clients.pc, { page: 2, pageSize: 3 });
    expect(second.items.map((item) => item.tbtpId)).toEqual(['tbtp-05']);

    const ended = await fetchMyClasses(backend.clients.pc, { page: 1, pageSize: 10, status: 'ended' });
    expect(ended.items.map((item) => item.tbtpId)).toEqual(['tbtp-05']);
    expect(ended.items.every((item) => item.ended)).toBe(true);
  });

  it('lists the hostile class I am enrolled in last, ended, with its name as stored', async () => {
    backend.db.reset({ scenario: 'hostile' });
    backend.signInAs('learner');
    const second = await fetchMyClasses(backend.clients.pc, { page: 2, pageSize: 4 });
    expect(second.items.map((item) => item.tbtpId)).toEqual(['tbtp-hostile']);
    const ended = await fetchMyClasses(backend.clients.pc, { page: 1, pageSize: 10, status: 'ended' });
    expect(ended.items.map((item) => item.tbtpId).sort()).toEqual(['tbtp-05', 'tbtp-hostile']);
    expect(ended.items.find((item) => item.tbtpId === 'tbtp-hostile')?.name).toContain('<img');
  });

  it('lists the classes of the catalogue I am enrolled in, with the standing the class file shows', async () => {
    backend.signInAs('learner');
    const mine = await fetchMyClasses(backend.clients.pc, { page: 1, pageSize: 20 });
    const catalogue = await fetchClasses(backend.clients.pc, { page: 1, pageSize: 20 });
    expect(mine.items.map((item) => item.tbtpId).sort()).toEqual(catalogue.items.filter((item) => item.enrolled).map((item) => item.tbtpId).sort());
    for (const item of mine.items) {
      const detail = await fetchClass(backend.clients.pc, { tbtpId: item.tbtpId });
      expect(item).toMatchObject({ name: detail.name, organiser: detail.organiser, progress: detail.progress, enrolled: true });
      expect(item.studiedHours).toBe((await fetchClassCompletion(backend.clients.pc, { tbtpId: item.tbtpId })).earnedHours);
    }
  });

  it('lists a class enrolled in on the portal at once', async () => {
    backend.signInAs('learner');
    await enrolProvincialClass(backend.clients.pc, { tbtpId: 'tbtp-01' });
    const mine = await fetchMyClasses(backend.clients.pc, { page: 1, pageSize: 20, status: 'ongoing' });
    // Courses of the class finished before enrolling count at once (the learner had finished c01).
    const schedule = await fetchClassCompletion(backend.clients.pc, { tbtpId: 'tbtp-01' });
    expect(schedule.earnedHours).toBeGreaterThan(0);
    expect(mine.items[0]).toMatchObject({ tbtpId: 'tbtp-01', progress: schedule.progress, studiedHours: schedule.earnedHours, graduated: false });
    expect((await fetchMyClassStatistics(backend.clients.pc)).tbtpCount).toBe(5);
  });

  it('counts my classes and their hours in agreement with the list', async () => {
    backend.signInAs('learner');
    const info = await fetchMyClassStatistics(backend.clients.pc);
    const all = await fetchMyClasses(backend.clients.pc, { page: 1, pageSize: 20 });
    expect(info.tbtpCount).toBe(all.total);
    expect(info.ongoingCount + info.endedCount).toBe(info.tbtpCount);
    expect(info.graduatedCount).toBe(1);
    expect(info.tbtpHourSum).toBe(all.items.reduce((sum, item) => sum + item.studiedHours, 0));
  });

  it('lists the courses I have study records of, by status, with the status text the catalogue shows', async () => {
    backend.signInAs('learner');
    const all = await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50 });
    const finished = await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50, status: 'finished' });
    const studying = await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50, status: 'studying' });
    // Last studied first; every id is a catalogue course.
    expect(all.items.map((item) => item.id)).toEqual(['c27', 'c15', 'c30', 'c06', 'c13', 'c25', 'c04', 'c21', 'c14', 'c11', 'c10', 'c01']);
    expect(all.items[0]?.lastStudyTime).toBe('2026-03-15 12:10:00');
    expect(finished.items.map((item) => item.id)).toEqual(['c30', 'c06', 'c13', 'c25', 'c21', 'c14', 'c11', 'c10', 'c01']);
    expect(finished.items.every((item) => item.studyStatus === '2' && item.showStatusMsg === '已完成' && item.progress === 100 && item.finishTime)).toBe(true);
    expect(studying.items.map((item) => item.id)).toEqual(['c27', 'c15', 'c04']);
    expect(studying.items.every((item) => item.showStatusMsg === '学习中' && item.progress < 100 && !item.finishTime)).toBe(true);
    expect(studying.items.map((item) => item.progress)).toEqual([4, 14, 33]);
    expect(all.items.find((item) => item.id === 'c15')).toMatchObject({ name: '数字政府建设实务', categoryId: 'cat-ability-digital', categoryName: '数字政府' });
    for (const item of all.items) {
      expect(await fetchCourseDetail(backend.clients.pc, { id: item.id })).toMatchObject({ studyStatus: item.studyStatus, showStatusMsg: item.showStatusMsg });
    }
  });

  it('shows a course finished through the player under finished, and one only opened as not started', async () => {
    backend.signInAs('learner');
    const { recordId, durationSeconds } = await startStudy(backend.clients.pc, { courseId: 'c02' });
    const end = durationSeconds ?? 0;
    await reportStudyProgress(backend.clients.pc, { recordId, position: end / 2 });
    const studying = await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50, status: 'studying' });
    expect(studying.items[0]).toMatchObject({ id: 'c02', studyStatus: '1', progress: 50, lastStudyTime: demoNow });

    await reportStudyProgress(backend.clients.pc, { recordId, position: end });
    await endStudy(backend.clients.pc, { recordId, position: end });
    const finished = await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50, status: 'finished' });
    expect(finished.total).toBe(10);
    expect(finished.items[0]).toMatchObject({ id: 'c02', studyStatus: '2', showStatusMsg: '已完成', progress: 100, finishTime: demoNow });
    expect((await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50, status: 'studying' })).items.map((item) => item.id)).not.toContain('c02');

    // Opening the player and leaving at once leaves a record but no progress: 未学习, under 全部 only.
    const opened = await startStudy(backend.clients.pc, { courseId: 'c05' });
    await endStudy(backend.clients.pc, { recordId: opened.recordId, position: 0 });
    const all = await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50 });
    expect(all.items.find((item) => item.id === 'c05')).toMatchObject({ studyStatus: '0', showStatusMsg: '未学习', progress: 0 });
    expect((await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50, status: 'studying' })).items.map((item) => item.id)).not.toContain('c05');
    expect(all.total).toBe(14);
  });

  it('lists my special topics', async () => {
    backend.signInAs('learner');
    const subjects = await fetchMyTopics(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(subjects.total).toBe(4);
    expect(subjects.items[0]?.id).toBe('s6');
    // Each is a topic of the catalogue, as its page shows it, as far along as the courses finished.
    for (const item of subjects.items) {
      const detail = await fetchTopicDetail(backend.clients.pc, { id: item.id });
      expect(detail).toMatchObject({ name: item.name, courseCount: item.courseCount, completedCourseCount: item.finishedCourseCount });
      expect(item.progress).toBe(Math.round((item.finishedCourseCount! / item.courseCount!) * 100));
    }
    expect(subjects.items.some((item) => item.finishedCourseCount! > 0)).toBe(true);
  });

  it('lists the courses collected in the catalogue, newest first, with my status', async () => {
    backend.signInAs('learner');
    const collected = await fetchMyCollectedCourses(backend.clients.pc, { page: 1, pageSize: 2 });
    expect(collected.total).toBe(3);
    expect(collected.items.map((item) => item.id)).toEqual(['c33', 'c27']);
    expect(collected.items[1]).toMatchObject({ name: '领导干部心理健康', showStatusMsg: '学习中' });
    expect((await fetchMyCollectedCourses(backend.clients.pc, { page: 2, pageSize: 2 })).items.map((item) => item.id)).toEqual(['c03']);
  });

  it('follows collecting and uncollecting on the course page, hostile records included', async () => {
    backend.db.reset({ scenario: 'hostile' });
    backend.signInAs('learner');
    expect(await toggleCourseCollect(backend.clients.pc, { courseId: 'c-hostile' })).toEqual({ isCollected: true });
    expect(await toggleCourseCollect(backend.clients.pc, { courseId: 'c-long' })).toEqual({ isCollected: true });
    const after = await fetchMyCollectedCourses(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(after.items.map((item) => item.id)).toEqual(['c-long', 'c-hostile', 'c33', 'c27', 'c03']);
    expect(after.items[0]?.name).toHaveLength(10000);
    expect(after.items[1]).toMatchObject({ name: '<script>alert(1)</script>党员教育基本知识', showStatusMsg: '未学习' });

    expect(await toggleCourseCollect(backend.clients.pc, { courseId: 'c-hostile' })).toEqual({ isCollected: false });
    expect(await toggleCourseCollect(backend.clients.pc, { courseId: 'c33' })).toEqual({ isCollected: false });
    expect((await fetchMyCollectedCourses(backend.clients.pc, { page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual(['c-long', 'c27', 'c03']);

    // Each learner has their own collection.
    backend.signInAs('admin');
    expect((await fetchMyCollectedCourses(backend.clients.pc, { page: 1, pageSize: 10 })).total).toBe(0);
  });

  it('gives an account without study history empty lists', async () => {
    backend.signInAs('notrainee');
    expect((await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 10 })).total).toBe(0);
    expect((await fetchMyCollectedCourses(backend.clients.pc, { page: 1, pageSize: 10 })).total).toBe(0);
    expect((await fetchMyClassStatistics(backend.clients.pc)).tbtpCount).toBe(0);
  });

  it('answers 401 without a session', async () => {
    await expect(fetchMyClasses(backend.clients.pc, { page: 1, pageSize: 10 })).rejects.toMatchObject({ kind: 'http', status: 401, serverMessage: '登录已过期，请重新登录' });
    await expect(fetchMyCollectedCourses(backend.clients.pc, { page: 1, pageSize: 10 })).rejects.toMatchObject({ status: 401 });
  });
});
