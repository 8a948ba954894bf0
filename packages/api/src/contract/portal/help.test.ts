import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchHelpEntries } from './help';

describe('help centre contract', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;

  it('pages the help articles without a session, each with its answer', async () => {
    const page = await fetchHelpEntries(pc, { page: 1, pageSize: 6 });
    expect(page.total).toBe(10);
    expect(page.items).toHaveLength(6);
    expect(page.items.every((item) => (item.content ?? '').length > 0)).toBe(true);
  });

  it('filters by category and keyword', async () => {
    const classes = await fetchHelpEntries(pc, { page: 1, pageSize: 10, category: '网上专题班' });
    expect(classes.items.map((item) => item.id)).toEqual(['help-07', 'help-08']);
    const found = await fetchHelpEntries(pc, { page: 1, pageSize: 10, keyword: '密码' });
    expect(found.items.map((item) => item.id)).toContain('help-02');
  });
});
