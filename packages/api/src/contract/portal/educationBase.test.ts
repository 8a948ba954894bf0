import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchEducationBases } from './educationBase';

describe('education base contract', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;

  it('lists the education bases, each with a name, address, picture and introduction', async () => {
    const bases = await fetchEducationBases(pc);
    expect(bases).toHaveLength(8);
    for (const base of bases) {
      expect(base.name).not.toBe('');
      expect(base.address).toBeTruthy();
      expect(base.picture).toMatch(/^\/demo-media\/pictures\/red\/base-\d+\.svg$/);
      expect(base.intro).toBeTruthy();
    }
  });

  it("shows the server's message when the list cannot be read", async () => {
    backend.db.faults.push({ path: 'api/queryDxjyjdList', businessMessage: '系统繁忙，请稍后再试' });
    await expect(fetchEducationBases(pc)).rejects.toMatchObject({ kind: 'business', message: '系统繁忙，请稍后再试' });
  });
});
