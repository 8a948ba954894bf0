import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
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
    expect(courses.tbtpCount).toBe(2);
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

  it('refuses a missing year and answers 401 without a session', async () => {
    backend.signInAs('learner');
    await expect(fetchYearTotalStatistics(backend.clients.pc, { year: Number.NaN })).rejects.toMatchObject({ kind: 'business', serverMessage: '请选择年度' });
    backend.signOut();
    await expect(fetchTotalStatistics(backend.clients.pc)).rejects.toMatchObject({ status: 401 });
  });
});
