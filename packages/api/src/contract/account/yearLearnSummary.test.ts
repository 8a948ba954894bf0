import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchYearTotalStatistics } from '../personal/yearStatistics';
import { fetchYearLearnSummary } from './yearLearnSummary';

describe('yearly learning summary contract', () => {
  const backend = useContractBackend();

  it.each([2024, 2025, 2026])('gives the learner’s hours for %i, parts adding up to the total', async (year) => {
    backend.signInAs('learner');
    const summary = await fetchYearLearnSummary(backend.clients.pc, { idCardHash: 'hash-learner-7f3a', year });
    expect(summary.tbtpHourSum).toBeGreaterThan(0);
    expect(summary.compulsoryHour + summary.optionalHour).toBeCloseTo(summary.tbtpHourSum, 5);
    expect(summary.ANALYSIS_HOURS_NUM).toBe(50);
    expect((summary.compulsoryCourseHour ?? 0) + (summary.optionalCourseHour ?? 0)).toBe(50);
  });

  it('reads hours sent as numeric strings as numbers', async () => {
    backend.signInAs('smsadmin');
    const summary = await fetchYearLearnSummary(backend.clients.pc, { idCardHash: 'hash-smsadmin-9e15', year: 2025 });
    expect(summary).toMatchObject({ tbtpHourSum: 50.5, ANALYSIS_HOURS_NUM: 50, compulsoryHour: 30, optionalHour: 20.5 });
  });

  it('leaves the requirement undefined where the organisation sets none', async () => {
    backend.signInAs('notrainee');
    const summary = await fetchYearLearnSummary(backend.clients.pc, { idCardHash: 'hash-notrainee-0c3e', year: 2024 });
    expect(summary.tbtpHourSum).toBe(12);
    expect(summary.ANALYSIS_HOURS_NUM).toBeUndefined();
    expect(summary.compulsoryCourseHour).toBeUndefined();
  });

  it('answers a year without figures with nothing earned', async () => {
    backend.signInAs('newcomer');
    expect(await fetchYearLearnSummary(backend.clients.pc, { idCardHash: 'hash-newcomer-51aa', year: 2024 })).toMatchObject({ tbtpHourSum: 0, compulsoryHour: 0 });
  });

  it('gives the study centre’s own figures for every year', async () => {
    backend.signInAs('learner');
    for (const year of [2023, 2024, 2025, 2026]) {
      const panel = await fetchYearLearnSummary(backend.clients.pc, { idCardHash: 'hash-learner-7f3a', year });
      const { year: _year, ...centre } = await fetchYearTotalStatistics(backend.clients.pc, { year });
      expect(panel).toEqual(centre);
    }
  });

  it('refuses another user’s summary and a caller without a session', async () => {
    backend.signInAs('learner');
    await expect(fetchYearLearnSummary(backend.clients.pc, { idCardHash: 'hash-admin-2b81', year: 2025 })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: '无权查看其他用户的学习统计',
    });
    backend.signOut();
    await expect(fetchYearLearnSummary(backend.clients.pc, { idCardHash: 'hash-learner-7f3a', year: 2025 })).rejects.toMatchObject({ status: 401 });
  });
});
