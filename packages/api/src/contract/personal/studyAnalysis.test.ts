import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import {
  fetchCourseCategoryStatistics,
  fetchCourseListByCategory,
  fetchHotStatisticsList,
  fetchKeywordStatistics,
  fetchNewStatisticsList,
  fetchPersonalConfig,
} from './studyAnalysis';
import { fetchMyCourses } from './studyCentre';

describe('study analysis contract', () => {
  const backend = useContractBackend();

  it('counts my courses by category, and each category lists the same courses', async () => {
    backend.signInAs('learner');
    const rows = await fetchCourseCategoryStatistics(backend.clients.pc);
    const all = await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50 });
    expect(rows.reduce((sum, row) => sum + row.courseCount, 0)).toBe(all.total);
    const law = rows.find((row) => row.categoryName === '法律法规');
    expect(law).toMatchObject({ courseCount: 2, finishedCount: 2, creditHour: 3 });

    const page = await fetchCourseListByCategory(backend.clients.pc, { categoryId: law?.categoryId ?? '', page: 1, pageSize: 10 });
    expect(page.total).toBe(2);
    expect(page.items.every((item) => item.categoryName === '法律法规')).toBe(true);
  });

  it('refuses a category list without a category', async () => {
    backend.signInAs('learner');
    await expect(fetchCourseListByCategory(backend.clients.pc, { categoryId: '', page: 1, pageSize: 10 })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: '请选择课程分类',
    });
  });

  it('offers the statistics years up to the current one and follows ZWY_SHOW for the external academy', async () => {
    backend.signInAs('learner');
    const config = await fetchPersonalConfig(backend.clients.pc);
    expect(config.currentYear).toBe(2026);
    expect(config.years).toEqual([2026, 2025, 2024, 2023]);
    expect(config.celaEnabled).toBe(false);
    backend.db.settings.sysParams.ZWY_SHOW = 'Y';
    expect((await fetchPersonalConfig(backend.clients.pc)).celaEnabled).toBe(true);
  });

  it('ranks the most studied courses and lists the newest, within the requested size', async () => {
    backend.signInAs('learner');
    const hot = await fetchHotStatisticsList(backend.clients.pc, { top: 5 });
    expect(hot.map((item) => item.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(hot[0]?.courseVisitor).toBeGreaterThanOrEqual(hot[1]?.courseVisitor ?? Infinity);
    expect(hot[0]?.studyCount).toBeGreaterThan(0);

    const newest = await fetchNewStatisticsList(backend.clients.pc);
    expect(newest).toHaveLength(10);
    expect(newest[0]?.publishDate).toBe('2026-03-06');
  });

  it('gives the word cloud heaviest first', async () => {
    backend.signInAs('learner');
    const words = await fetchKeywordStatistics(backend.clients.pc);
    expect(words[0]?.keyword).toBe('中国式现代化');
    expect(words.map((word) => word.count)).toEqual([...words.map((word) => word.count)].sort((a, b) => b - a));
  });

  it('answers 401 without a session', async () => {
    await expect(fetchPersonalConfig(backend.clients.pc)).rejects.toMatchObject({ status: 401 });
  });
});
