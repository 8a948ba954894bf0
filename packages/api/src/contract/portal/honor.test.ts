import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchLearningBranches, fetchLearningPioneers } from './honor';

describe('honour list contract', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;

  it('pages the latest year of learning pioneers, most hours first', async () => {
    const first = await fetchLearningPioneers(pc, { page: 1, pageSize: 10 });
    expect(first.total).toBe(24);
    expect(first.items).toHaveLength(10);
    expect(first.items.every((item) => item.year === 2025)).toBe(true);
    expect(first.items.map((item) => item.hours)).toEqual([...first.items.map((item) => item.hours)].sort((a, b) => b - a));
    const last = await fetchLearningPioneers(pc, { page: 3, pageSize: 10 });
    expect(last.items).toHaveLength(4);
  });

  it('filters pioneers by year and keyword', async () => {
    const earlier = await fetchLearningPioneers(pc, { page: 1, pageSize: 20, year: 2024 });
    expect(earlier.total).toBe(6);
    const found = await fetchLearningPioneers(pc, { page: 1, pageSize: 20, keyword: '东江市教育局' });
    expect(found.items.map((item) => item.name)).toEqual(['周晓梅', '朱莉', '宋雅婷']);
  });

  it('pages learning party branches by average hours', async () => {
    const page = await fetchLearningBranches(pc, { page: 1, pageSize: 5 });
    expect(page.total).toBe(16);
    expect(page.items[0]).toMatchObject({ branchName: '干部一处党支部', orgName: '中共示例省委组织部' });
    expect(page.items.map((item) => item.averageHours)).toEqual([...page.items.map((item) => item.averageHours)].sort((a, b) => b - a));
    expect((await fetchLearningBranches(pc, { page: 1, pageSize: 10, year: 2024 })).total).toBe(4);
  });
});
