import { afterEach, describe, expect, it, vi } from 'vitest';
import { creditedHoursDetailOf } from '../../mocks/handlers/course/state';
import { useContractBackend } from '../../testing/contractServer';
import { endStudy, reportStudyProgress, startStudy } from '../course/study';
import { fetchTotalStatistics, fetchYearCourseTotalStatistics, fetchYearHourTotalStatistics, fetchYearTotalStatistics } from './yearStatistics';

describe('year statistics contract', () => {
  const backend = useContractBackend();

  it('gives each year the figures of spec 3, earned against required', async () => {
    backend.signInAs('learner');
    const y2025 = await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 });
    expect(y2025).toMatchObject({
      year: 2025,
      tbtpHourSum: 51,
      ANALYSIS_HOURS_NUM: 50,
      compulsoryHour: 30.5,
      compulsoryCourseHour: 30,
      optionalHour: 20.5,
      optionalCourseHour: 20,
    });
    const y2026 = await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 });
    expect(y2026.tbtpHourSum).toBeLessThan(y2026.ANALYSIS_HOURS_NUM);
    expect(y2026.compulsoryHour + y2026.optionalHour).toBe(y2026.tbtpHourSum);
  });

  it('has a year that meets the default rule but not the compulsory-and-elective one', async () => {
    backend.signInAs('admin');
    const year = await fetchYearTotalStatistics(backend.clients.pc, { year: 2023 });
    expect(year.tbtpHourSum).toBeGreaterThanOrEqual(year.ANALYSIS_HOURS_NUM);
    expect(year.compulsoryHour).toBeGreaterThanOrEqual(year.compulsoryCourseHour);
    expect(year.optionalHour).toBeLessThan(year.optionalCourseHour);
  });

  it('splits a year into twelve months that add up to the year, months to come empty', async () => {
    backend.signInAs('learner');
    for (const year of [2023, 2024, 2025, 2026]) {
      const months = await fetchYearHourTotalStatistics(backend.clients.pc, { year });
      const summary = await fetchYearTotalStatistics(backend.clients.pc, { year });
      expect(months.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(months.reduce((sum, month) => sum + month.hours, 0)).toBe(summary.tbtpHourSum);
      expect(months.reduce((sum, month) => sum + month.compulsoryHour, 0)).toBe(summary.compulsoryHour);
    }
    const current = await fetchYearHourTotalStatistics(backend.clients.pc, { year: 2026 });
    expect(current.slice(3).every((month) => month.hours === 0)).toBe(true);
  });

  it('counts a year of courses and all years together', async () => {
    backend.signInAs('learner');
    const courses = await fetchYearCourseTotalStatistics(backend.clients.pc, { year: 2025 });
    expect(courses.finishedCourseCount).toBeGreaterThan(0);
    expect(courses.videoCourseCount + courses.articleCourseCount).toBe(courses.courseCount);
    expect(courses.tbtpCount).toBe(1);
    expect(courses.examPassCount).toBe(1);

    const total = await fetchTotalStatistics(backend.clients.pc);
    expect(total.hourSum).toBe(56 + 56.5 + 51 + 18.5);
    expect(total.compulsoryHour + total.optionalHour).toBe(total.hourSum);
    expect(total.years.map((year) => year.year)).toEqual([2023, 2024, 2025, 2026]);
    expect(total.certificateCount).toBe(4);
    expect(total.firstStudyDate).toBe('2023-01-09');
  });

  it('gives a year without study zeros, not an error', async () => {
    backend.signInAs('ukeyadmin');
    expect(await fetchYearTotalStatistics(backend.clients.pc, { year: 2023 })).toMatchObject({ tbtpHourSum: 0, ANALYSIS_HOURS_NUM: 50 });
    backend.signInAs('admin');
    expect(await fetchYearHourTotalStatistics(backend.clients.pc, { year: 2022 })).toHaveLength(12);
    backend.signInAs('notrainee');
    expect((await fetchTotalStatistics(backend.clients.pc)).certificateCount).toBe(0);
  });

  describe('with courses finished in the player', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Plays a video course to its end through the study calls. */
    const finishVideo = async (courseId: string) => {
      const { recordId, durationSeconds } = await startStudy(backend.clients.pc, { courseId });
      await reportStudyProgress(backend.clients.pc, { recordId, position: durationSeconds ?? 0 });
      await endStudy(backend.clients.pc, { recordId, position: durationSeconds ?? 0 });
      return recordId;
    };

    it('adds the credited hours once, compulsory and elective apart, in the month of completion', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 8, 1, 10, 0, 0));
      backend.signInAs('learner');
      // The course area's seeded 2026 credit (c06) is already part of the fixture's 18.5 hours.
      expect(creditedHoursDetailOf(backend.db, 'learner', 2026).total).toBe(0.1);
      expect(await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 })).toMatchObject({ tbtpHourSum: 18.5, compulsoryHour: 12, optionalHour: 6.5 });
      const coursesBefore = await fetchYearCourseTotalStatistics(backend.clients.pc, { year: 2026 });

      // c02 is compulsory (a 微课, 0.1 学时); ending the same record again is refused, a second play credits nothing.
      const recordId = await finishVideo('c02');
      await expect(endStudy(backend.clients.pc, { recordId, position: 0 })).rejects.toMatchObject({ serverMessage: '学习记录不存在或已结束' });
      await finishVideo('c02');
      expect(await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 })).toMatchObject({ tbtpHourSum: 18.6, compulsoryHour: 12.1, optionalHour: 6.5 });

      // c15 is elective (0.1 学时).
      await finishVideo('c15');
      const year = await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 });
      expect(year).toMatchObject({ tbtpHourSum: 18.7, compulsoryHour: 12.1, optionalHour: 6.6 });

      const months = await fetchYearHourTotalStatistics(backend.clients.pc, { year: 2026 });
      expect(months[8]).toEqual({ month: 9, hours: 0.2, compulsoryHour: 0.1, optionalHour: 0.1 });
      expect(months.reduce((sum, month) => sum + month.hours, 0)).toBe(year.tbtpHourSum);
      expect(months.reduce((sum, month) => sum + month.compulsoryHour, 0)).toBe(year.compulsoryHour);

      const courses = await fetchYearCourseTotalStatistics(backend.clients.pc, { year: 2026 });
      expect(courses.finishedCourseCount).toBe(coursesBefore.finishedCourseCount + 2);
      expect(courses.videoCourseCount).toBe(coursesBefore.videoCourseCount + 2);
      expect(courses.studyMinutes).toBe(Math.round(18.7 * 45));

      const total = await fetchTotalStatistics(backend.clients.pc);
      expect(total.hourSum).toBe(182.2);
      expect(total.years.find((item) => item.year === 2026)?.hourSum).toBe(18.7);
      // Other years and other learners are untouched.
      expect((await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 })).tbtpHourSum).toBe(51);
      backend.signInAs('admin');
      expect((await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 })).tbtpHourSum).toBe(9);
    });

    it('credits the year of completion, and forgets the session on reset', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2025, 11, 30, 20, 0, 0));
      backend.signInAs('learner');
      const before = await fetchYearHourTotalStatistics(backend.clients.pc, { year: 2025 });
      await finishVideo('c26');
      const after = await fetchYearHourTotalStatistics(backend.clients.pc, { year: 2025 });
      expect((await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 })).optionalHour).toBe(20.6);
      expect(after[11]?.optionalHour).toBeCloseTo((before[11]?.optionalHour ?? NaN) + 0.1, 9);
      expect(after.slice(0, 11)).toEqual(before.slice(0, 11));
      expect((await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 })).tbtpHourSum).toBe(18.5);

      backend.db.reset();
      backend.signInAs('learner');
      expect((await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 })).tbtpHourSum).toBe(51);
    });
  });

  it('refuses a missing year and answers 401 without a session', async () => {
    backend.signInAs('learner');
    await expect(fetchYearTotalStatistics(backend.clients.pc, { year: Number.NaN })).rejects.toMatchObject({ kind: 'business', serverMessage: '请选择年度' });
    backend.signOut();
    await expect(fetchTotalStatistics(backend.clients.pc)).rejects.toMatchObject({ status: 401 });
  });
});
