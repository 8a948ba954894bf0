import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchBanners } from './banner';

describe('banner contract', () => {
  const backend = useContractBackend();

  it('lists the banners in display order, each with a picture and a text alternative', async () => {
    const banners = await fetchBanners(backend.clients.pc);
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      expect(banner.title).not.toBe('');
      expect(banner.imageUrl).toMatch(/^(data:image\/|https?:|\/)/);
    }
  });

  it('treats a reply of the wrong shape as malformed', async () => {
    backend.db.faults.push({ path: 'api/portal/banner', malformed: true });
    await expect(fetchBanners(backend.clients.pc)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
