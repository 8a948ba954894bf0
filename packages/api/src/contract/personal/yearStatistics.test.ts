import { describe, expect, it } from 'vitest';
import { mockClock } from '../../mocks/core/clock';
import { demoCourses } from '../../mocks/fixtures/course/courses';
import { demoYearHours } from '../../mocks/fixtures/personal/yearStatistics';
import { creditedHoursDetailOf } from '../../mocks/handlers/course/state';
import { tbtpStateOf } from '../../mocks/handlers/portal/tbtp';
import { useContractBackend } from '../../testing/contractServer';
import { endStudy, reportStudyProgress, startStudy } from '../course/study';
import { fetchTotalStatistics, fetchYearCourseTotalStatistics, fetchYearHourTotalStatistics, fetchYearTotalStatistics } from './yearStatistics';

describe('year statistics contract', () => {
  const backend = useContractBackend();

  const sumOf = (values: readonly number[] = []) => Math.round(values.reduce((sum, value) => sum + value, 0) * 100) / 100;
  const courseHours = (id: string) => demoCourses.find((course) => course.id === id)!.creditHour;

  it('gives each year the figures: the archive\'s hours plus the courses finished, against required', async () => {
    backend.signInAs('learner');
    const y2025 = await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 });
    const courses2025 = creditedHoursDetailOf(backend.db, 'learner', 2025);
    expect(courses2025.total).toBeGreaterThan(0);
    expect(y2025).toMatchObject({
      year: 2025,
      tbtpHourSum: sumOf([sumOf(demoYearHours.learner?.[2025]?.compulsory), sumOf(demoYearHours.learner?.[2025]?.optional), courses2025.total]),
      ANALYSIS_HOURS_NUM: 50,
      compulsoryHour: sumOf([sumOf(demoYearHours.learner?.[2025]?.compulsory), courses2025.compulsory]),
      compulsoryCourseHour: 30,
      optionalCourseHour: 20,
    });
    expect(y2025.tbtpHourSum).toBeGreaterThanOrEqual(y2025.ANALYSIS_HOURS_NUM);
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
    const years = await Promise.all([2023, 2024, 2025, 2026].map((year) => fetchYearTotalStatistics(backend.clients.pc, { year })));
    expect(total.hourSum).toBe(sumOf(years.map((year) => year.tbtpHourSum)));
    expect(sumOf([total.compulsoryHour, total.optionalHour])).toBe(total.hourSum);
    expect(total.years.map((year) => year.year)).toEqual([2023, 2024, 2025, 2026]);
    expect(total.certificateCount).toBe(3);
    expect(total.firstStudyDate).toBe('2023-01-09');
  });

  it('counts the classes held during a year, a class running across the whole year included', async () => {
    backend.signInAs('learner');
    const before = await fetchYearCourseTotalStatistics(backend.clients.pc, { year: 2026 });
    const item = tbtpStateOf(backend.db).classes.find((candidate) => candidate.tbtpId === 'tbtp-08')!;
    item.startDate = '2025-09-01';
    item.endDate = '2027-06-30';
    expect((await fetchYearCourseTotalStatistics(backend.clients.pc, { year: 2026 })).tbtpCount).toBe(before.tbtpCount);
    expect((await fetchYearCourseTotalStatistics(backend.clients.pc, { year: 2024 })).tbtpCount).toBe(0);
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
    /** Plays a video course to its end through the study calls. */
    const finishVideo = async (courseId: string) => {
      const { recordId, durationSeconds } = await startStudy(backend.clients.pc, { courseId });
      await reportStudyProgress(backend.clients.pc, { recordId, position: durationSeconds ?? 0 });
      await endStudy(backend.clients.pc, { recordId, position: durationSeconds ?? 0 });
      return { recordId, durationSeconds };
    };

    it('adds the credited hours once, compulsory and elective apart, in the month of the clock', async () => {
      mockClock(backend.db).now = '2026-09-01T10:00:00+08:00';
      backend.signInAs('learner');
      const before = await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 });
      const monthsBefore = await fetchYearHourTotalStatistics(backend.clients.pc, { year: 2026 });
      const coursesBefore = await fetchYearCourseTotalStatistics(backend.clients.pc, { year: 2026 });
      const other2025 = (await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 })).tbtpHourSum;

      // c02 is compulsory; ending the same record again is refused, a second play credits nothing.
      const { recordId, durationSeconds } = await finishVideo('c02');
      await expect(endStudy(backend.clients.pc, { recordId, position: durationSeconds ?? 0 })).rejects.toMatchObject({ serverMessage: '学习记录不存在或已结束' });
      await finishVideo('c02');
      expect(await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 })).toMatchObject({
        tbtpHourSum: sumOf([before.tbtpHourSum, courseHours('c02')]),
        compulsoryHour: sumOf([before.compulsoryHour, courseHours('c02')]),
        optionalHour: before.optionalHour,
      });

      // c15 is elective.
      await finishVideo('c15');
      const year = await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 });
      expect(year).toMatchObject({ compulsoryHour: sumOf([before.compulsoryHour, courseHours('c02')]), optionalHour: sumOf([before.optionalHour, courseHours('c15')]) });

      const months = await fetchYearHourTotalStatistics(backend.clients.pc, { year: 2026 });
      expect(months[8]).toEqual({ month: 9, hours: sumOf([courseHours('c02'), courseHours('c15')]), compulsoryHour: courseHours('c02'), optionalHour: courseHours('c15') });
      expect(months.filter((_, index) => index !== 8)).toEqual(monthsBefore.filter((_, index) => index !== 8));
      expect(sumOf(months.map((month) => month.hours))).toBe(year.tbtpHourSum);
      expect(sumOf(months.map((month) => month.compulsoryHour))).toBe(year.compulsoryHour);

      const courses = await fetchYearCourseTotalStatistics(backend.clients.pc, { year: 2026 });
      // c15 was already begun this year; c02 is new.
      expect(courses.courseCount).toBe(coursesBefore.courseCount + 1);
      expect(courses.finishedCourseCount).toBe(coursesBefore.finishedCourseCount + 2);
      expect(courses.studyMinutes).toBe(Math.round(year.tbtpHourSum * 45));

      const total = await fetchTotalStatistics(backend.clients.pc);
      expect(total.years.find((item) => item.year === 2026)?.hourSum).toBe(year.tbtpHourSum);
      // Other years and other learners are untouched.
      expect((await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 })).tbtpHourSum).toBe(other2025);
      backend.signInAs('admin');
      expect((await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 })).tbtpHourSum).toBe(sumOf([sumOf(demoYearHours.admin?.[2026]?.compulsory), sumOf(demoYearHours.admin?.[2026]?.optional), courseHours('c03')]));
    });

    it('credits the year of the clock, and forgets the session on reset', async () => {
      mockClock(backend.db).now = '2025-12-30T20:00:00+08:00';
      backend.signInAs('learner');
      const before = await fetchYearHourTotalStatistics(backend.clients.pc, { year: 2025 });
      const year2025 = await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 });
      const year2026 = await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 });
      await finishVideo('c26');
      const after = await fetchYearHourTotalStatistics(backend.clients.pc, { year: 2025 });
      expect((await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 })).optionalHour).toBe(sumOf([year2025.optionalHour, courseHours('c26')]));
      expect(after[11]?.optionalHour).toBe(sumOf([before[11]?.optionalHour ?? NaN, courseHours('c26')]));
      expect(after.slice(0, 11)).toEqual(before.slice(0, 11));
      expect(await fetchYearTotalStatistics(backend.clients.pc, { year: 2026 })).toEqual(year2026);

      backend.db.reset();
      backend.signInAs('learner');
      expect(await fetchYearTotalStatistics(backend.clients.pc, { year: 2025 })).toEqual(year2025);
    });
  });

  it('refuses a missing year and answers 401 without a session', async () => {
    backend.signInAs('learner');
    await expect(fetchYearTotalStatistics(backend.clients.pc, { year: Number.NaN })).rejects.toMatchObject({ kind: 'business', serverMessage: '请选择年度' });
    backend.signOut();
    await expect(fetchTotalStatistics(backend.clients.pc)).rejects.toMatchObject({ status: 401 });
  });
});
