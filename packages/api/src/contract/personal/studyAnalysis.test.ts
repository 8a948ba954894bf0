import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchCourseDetail } from '../course/course';
import { endStudy, reportStudyProgress, startStudy } from '../course/study';
import {
  fetchCourseCategoryStatistics,
  fetchCourseListByCategory,
  fetchHotStatisticsList,
  fetchKeywordStatistics,
  fetchNewStatisticsList,
  fetchStudyCentreConfig,
} from './studyAnalysis';
import { fetchMyCourses } from './studyCentre';

describe('study analysis contract', () => {
  const backend = useContractBackend();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 8, 1, 10, 0, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts my courses by catalogue category, and each category lists the same courses', async () => {
    backend.signInAs('learner');
    const rows = await fetchCourseCategoryStatistics(backend.clients.pc);
    const all = await fetchMyCourses(backend.clients.pc, { page: 1, pageSize: 50 });
    expect(rows.reduce((sum, row) => sum + row.courseCount, 0)).toBe(all.total);
    expect(new Set(rows.map((row) => row.categoryId))).toEqual(new Set(all.items.map((item) => item.categoryId)));
    const mineIn = (prefix: string) => all.items.filter((item) => item.categoryId?.startsWith(prefix));
    const xi = rows.find((row) => row.categoryName === '习近平新时代中国特色社会主义思想');
    const finishedXi = mineIn('cat-theory-xi').filter((item) => item.studyStatus === '2');
    expect(xi).toMatchObject({
      categoryId: 'cat-theory-xi',
      courseCount: mineIn('cat-theory-xi').length,
      finishedCount: finishedXi.length,
      creditHour: Math.round(finishedXi.reduce((sum, item) => sum + item.creditHour, 0) * 100) / 100,
    });

    const page = await fetchCourseListByCategory(backend.clients.pc, { categoryId: 'cat-theory-xi', page: 1, pageSize: 10 });
    expect(page.items.map((item) => item.id)).toEqual(mineIn('cat-theory-xi').map((item) => item.id));
    expect(page.items.every((item) => item.categoryName === '习近平新时代中国特色社会主义思想')).toBe(true);
    // A parent category takes in the categories below it.
    const theory = await fetchCourseListByCategory(backend.clients.pc, { categoryId: 'cat-theory', page: 1, pageSize: 10 });
    expect(theory.items.map((item) => item.id)).toEqual(mineIn('cat-theory').map((item) => item.id));
    expect(theory.total).toBeGreaterThan(page.total);
  });

  it('counts a course finished in the player under its category', async () => {
    backend.signInAs('learner');
    const before = (await fetchCourseCategoryStatistics(backend.clients.pc)).find((row) => row.categoryId === 'cat-ability-digital')!;
    const { recordId, durationSeconds } = await startStudy(backend.clients.pc, { courseId: 'c16' });
    await reportStudyProgress(backend.clients.pc, { recordId, position: durationSeconds ?? 0 });
    await endStudy(backend.clients.pc, { recordId, position: durationSeconds ?? 0 });
    const digital = (await fetchCourseCategoryStatistics(backend.clients.pc)).find((row) => row.categoryId === 'cat-ability-digital');
    const { creditHour } = await fetchCourseDetail(backend.clients.pc, { id: 'c16' });
    expect(digital).toMatchObject({
      categoryName: '数字政府',
      courseCount: before.courseCount + 1,
      finishedCount: before.finishedCount + 1,
      creditHour: Math.round((before.creditHour + creditHour) * 100) / 100,
    });
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
    const config = await fetchStudyCentreConfig(backend.clients.pc);
    expect(config.currentYear).toBe(2026);
    expect(config.years).toEqual([2026, 2025, 2024, 2023]);
    expect(config.celaEnabled).toBe(false);
    backend.db.settings.sysParams.ZWY_SHOW = 'Y';
    expect((await fetchStudyCentreConfig(backend.clients.pc)).celaEnabled).toBe(true);
  });

  it('ranks the most studied courses and lists its newest, with my status, within the requested size', async () => {
    backend.signInAs('learner');
    const hot = await fetchHotStatisticsList(backend.clients.pc, { top: 5 });
    expect(hot.map((item) => item.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(hot[0]?.courseVisitor).toBeGreaterThanOrEqual(hot[1]?.courseVisitor ?? Infinity);
    expect(hot[0]?.studyCount).toBeGreaterThan(0);
    for (const item of hot) expect((await fetchCourseDetail(backend.clients.pc, { id: item.id })).name).toBe(item.name);

    const newest = await fetchNewStatisticsList(backend.clients.pc);
    expect(newest).toHaveLength(10);
    expect(newest[0]).toMatchObject({ id: 'c17', publishDate: '2026-03-13 09:00:00' });
    expect(newest.find((item) => item.id === 'c27')?.showStatusMsg).toBe('学习中');
    expect(await fetchNewStatisticsList(backend.clients.pc, { top: 50 })).toHaveLength(20);
  });

  it('gives the word cloud heaviest first', async () => {
    backend.signInAs('learner');
    const words = await fetchKeywordStatistics(backend.clients.pc);
    expect(words[0]?.keyword).toBe('中国式现代化');
    expect(words.map((word) => word.count)).toEqual([...words.map((word) => word.count)].sort((a, b) => b - a));
  });

  it('answers 401 without a session', async () => {
    await expect(fetchStudyCentreConfig(backend.clients.pc)).rejects.toMatchObject({ status: 401 });
  });
});
