import { beforeEach, describe, expect, it } from 'vitest';
import { mockClock } from '../../mocks/core/clock';
import { demoCourses } from '../../mocks/fixtures/course/courses';
import { demoLectures } from '../../mocks/fixtures/course/lectures';
import { creditedHoursOf, studyRecordsOf } from '../../mocks/handlers/course/state';
import { useContractBackend } from '../../testing/contractServer';
import { fetchCourseDetail } from './course';
import { endStudy, recordImageTextReading, reportStudyProgress, startStudy, studyElsewhereMessage } from './study';

/** Hours are credited to the year of completion on the fake's clock, set here to an autumn day. */
const thisYear = 2026;
const courseHours = (id: string) => demoCourses.find((course) => course.id === id)!.creditHour;

/** c15 plays the digital-government lecture, a 微课 worth 0.1 学时. */
const end = demoLectures.digital.seconds;

describe('course study contract', () => {
  const backend = useContractBackend();

  beforeEach(() => {
    mockClock(backend.db).now = '2026-09-01T10:00:00+08:00';
  });

  it('resumes an unfinished course where the learner stopped', async () => {
    backend.signInAs('learner');
    const started = await startStudy(backend.clients.pc, { courseId: 'c15' });
    expect(started).toMatchObject({ studyTimes: 18, furthest: 25, completed: false, durationSeconds: end });
    expect(started.recordId).not.toBe('');
  });

  it('completes at the end, credits the hours once, and offers the in-class test', async () => {
    backend.signInAs('learner');
    const hoursBefore = creditedHoursOf(backend.db, 'learner', thisYear);
    const { recordId } = await startStudy(backend.clients.pc, { courseId: 'c15' });
    expect(await reportStudyProgress(backend.clients.pc, { recordId, position: 30 })).toMatchObject({ furthest: 30, completed: false });
    const last = await reportStudyProgress(backend.clients.pc, { recordId, position: end });
    expect(last).toMatchObject({ furthest: end, completed: true, creditedHours: courseHours('c15') });
    const ended = await endStudy(backend.clients.pc, { recordId, position: end });
    expect(ended).toEqual({ completed: true, creditedHour: courseHours('c15'), studyStatus: '2', hasInClassTest: true, assessementId: 'exam-c15' });
    expect(studyRecordsOf(backend.db, 'learner').find((record) => record.courseId === 'c15')?.completedAt).toBe('2026-09-01 10:00:00');
    expect(creditedHoursOf(backend.db, 'learner', thisYear)).toBe(hoursBefore + courseHours('c15'));
    expect(await fetchCourseDetail(backend.clients.pc, { id: 'c15' })).toMatchObject({ studyStatus: '2', showStatusMsg: '已完成', studyTimes: 0 });

    // Watching again credits nothing more.
    const again = await startStudy(backend.clients.pc, { courseId: 'c15' });
    expect(again).toMatchObject({ studyTimes: 0, completed: true });
    expect(await endStudy(backend.clients.pc, { recordId: again.recordId, position: end })).toMatchObject({ completed: true, creditedHour: 0 });
    expect(creditedHoursOf(backend.db, 'learner', thisYear)).toBe(hoursBefore + courseHours('c15'));
  });

  it('saves the position on end without completing an unfinished course', async () => {
    backend.signInAs('learner');
    const { recordId } = await startStudy(backend.clients.pc, { courseId: 'c02' });
    const ended = await endStudy(backend.clients.pc, { recordId, position: 12.5 });
    expect(ended).toMatchObject({ completed: false, creditedHour: 0, studyStatus: '1', hasInClassTest: false });
    expect(await fetchCourseDetail(backend.clients.pc, { id: 'c02' })).toMatchObject({ studyTimes: 12.5, furthest: 12.5, showStatusMsg: '学习中' });
    await expect(reportStudyProgress(backend.clients.pc, { recordId, position: 20 })).rejects.toMatchObject({ serverMessage: '学习记录不存在或已结束' });
  });

  it('refuses reports from a record superseded on another device', async () => {
    backend.signInAs('learner');
    const older = await startStudy(backend.clients.pc, { courseId: 'c02' });
    const newer = await startStudy(backend.clients.pc, { courseId: 'c02' });
    await expect(reportStudyProgress(backend.clients.pc, { recordId: older.recordId, position: 10 })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: studyElsewhereMessage,
    });
    await expect(endStudy(backend.clients.pc, { recordId: older.recordId, position: 10 })).rejects.toMatchObject({ serverMessage: studyElsewhereMessage });
    expect(await reportStudyProgress(backend.clients.pc, { recordId: newer.recordId, position: 10 })).toMatchObject({ furthest: 10 });
  });

  it('keeps each learner to their own records', async () => {
    backend.signInAs('learner');
    const { recordId } = await startStudy(backend.clients.pc, { courseId: 'c02' });
    backend.signInAs('admin');
    await expect(reportStudyProgress(backend.clients.pc, { recordId, position: 40 })).rejects.toMatchObject({ serverMessage: '学习记录不存在或已结束' });
  });

  it('refuses to play an image-text course or an unknown one, and answers 401 without a session', async () => {
    await expect(startStudy(backend.clients.pc, { courseId: 'c02' })).rejects.toMatchObject({ status: 401 });
    await expect(reportStudyProgress(backend.clients.pc, { recordId: 'rec-1', position: 1 })).rejects.toMatchObject({ status: 401 });
    backend.signInAs('learner');
    await expect(startStudy(backend.clients.pc, { courseId: 'c04' })).rejects.toMatchObject({ kind: 'business' });
    await expect(startStudy(backend.clients.pc, { courseId: 'nope' })).rejects.toMatchObject({ serverMessage: '课程不存在' });
  });

  it('completes an image-text course after 30 s of reading and credits it once', async () => {
    backend.signInAs('learner');
    const hoursBefore = creditedHoursOf(backend.db, 'learner', thisYear);
    // The learner has already read c04 for 10 s.
    expect(await recordImageTextReading(backend.clients.pc, { courseId: 'c04', seconds: 15 })).toMatchObject({
      readSeconds: 25,
      requiredSeconds: 30,
      completed: false,
      creditedHour: 0,
      studyStatus: '1',
    });
    expect(await recordImageTextReading(backend.clients.pc, { courseId: 'c04', seconds: 5 })).toMatchObject({ completed: true, creditedHour: courseHours('c04'), studyStatus: '2' });
    expect(await recordImageTextReading(backend.clients.pc, { courseId: 'c04', seconds: 30 })).toMatchObject({ completed: true, creditedHour: 0 });
    expect(creditedHoursOf(backend.db, 'learner', thisYear)).toBe(hoursBefore + courseHours('c04'));
    expect(studyRecordsOf(backend.db, 'learner').find((record) => record.courseId === 'c04')?.completed).toBe(true);
  });

  it('refuses reading reports for a video course', async () => {
    backend.signInAs('learner');
    await expect(recordImageTextReading(backend.clients.pc, { courseId: 'c02', seconds: 30 })).rejects.toMatchObject({ serverMessage: '该课程不是图文课程' });
  });

  it('keeps per-learner yearly totals from the seeded history', () => {
    const finishedIn = (year: string) => studyRecordsOf(backend.db, 'learner').filter((record) => record.completedAt?.startsWith(year));
    const hoursOf = (year: string) => Math.round(finishedIn(year).reduce((sum, record) => sum + courseHours(record.courseId), 0) * 100) / 100;
    expect(finishedIn('2025').length).toBeGreaterThan(0);
    expect(creditedHoursOf(backend.db, 'learner', 2025)).toBe(hoursOf('2025'));
    expect(creditedHoursOf(backend.db, 'learner', 2026)).toBe(hoursOf('2026'));
    expect(creditedHoursOf(backend.db, 'newcomer', 2025)).toBe(0);
  });
});
