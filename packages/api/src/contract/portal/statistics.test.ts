import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchSiteStatistics, fetchRanking } from './statistics';

describe('site statistics contract', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;

  it('ranks learners and organisations by hours, highest first', async () => {
    const ranking = await fetchRanking(pc);
    expect(ranking.learners).toHaveLength(10);
    expect(ranking.organisations).toHaveLength(10);
    expect(ranking.learners.map((row) => row.hours)).toEqual([...ranking.learners.map((row) => row.hours)].sort((a, b) => b - a));
    expect(ranking.organisations[0]).toMatchObject({ rank: 1, orgName: '中共示例省委组织部' });
  });

  it("returns the site's totals", async () => {
    const totals = await fetchSiteStatistics(pc);
    expect(totals.learnerCount).toBeGreaterThan(totals.activeLearnersThisYear);
    expect(totals.courseCount).toBeGreaterThan(0);
    expect(totals.hoursThisYear).toBeGreaterThan(0);
  });

  it('treats a gateway failure as an http error', async () => {
    backend.db.faults.push({ path: 'api/portal/statistics/info', status: 502 });
    await expect(fetchSiteStatistics(pc)).rejects.toMatchObject({ kind: 'http', status: 502 });
  });
});
