import type { StudyTask } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { planMonths } from './planMonths';

const task = (id: string, startDate: string | null): StudyTask => ({
  id,
  title: id,
  startDate,
  endDate: null,
  status: 'ended',
  participantCount: 0,
  cover: null,
  summary: null,
  publisher: null,
});

describe('study tasks as a plan by month', () => {
  it('reads in order of start, month by month', () => {
    const months = planMonths([task('apr', '2026-04-01'), task('nov', '2025-11-01'), task('mar-b', '2026-03-15'), task('mar-a', '2026-03-01')]);
    expect(months.map((month) => [month.label, month.tasks.map((item) => item.id)])).toEqual([
      ['2025年11月', ['nov']],
      ['2026年3月', ['mar-a', 'mar-b']],
      ['2026年4月', ['apr']],
    ]);
  });

  it('puts tasks without a start date last, as not yet scheduled', () => {
    const months = planMonths([task('later', null), task('mar', '2026-03-01')]);
    expect(months.map((month) => month.label)).toEqual(['2026年3月', '时间待定']);
  });
});
