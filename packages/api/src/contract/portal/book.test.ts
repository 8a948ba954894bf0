import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchBooks } from './book';

describe('book shelf contract', () => {
  const backend = useContractBackend();
  const { pc } = backend.clients;

  it('returns as many books as asked for, in shelf order', async () => {
    const four = await fetchBooks(pc, { number: 4 });
    expect(four.map((item) => item.id)).toEqual(['bk-01', 'bk-02', 'bk-03', 'bk-04']);
    expect(four.every((item) => item.link?.startsWith('https://'))).toBe(true);
    const all = await fetchBooks(pc, { number: 50 });
    expect(all).toHaveLength(14);
    expect(all.every((item) => item.link?.startsWith('https://'))).toBe(true);
  });

  it('puts the hostile book last in the hostile scenario, its link as stored', async () => {
    backend.db.reset({ scenario: 'hostile' });
    const all = await fetchBooks(pc, { number: 50 });
    expect(all).toHaveLength(15);
    expect(all.at(-1)).toMatchObject({ id: 'book-hostile', link: 'javascript:alert(1)' });
  });

  it('falls back to six books when the number is missing or not a count', async () => {
    expect(await fetchBooks(pc, { number: 0 })).toHaveLength(6);
  });

  it('treats a reply of the wrong shape as malformed', async () => {
    backend.db.faults.push({ path: 'api/portal/book', malformed: true });
    await expect(fetchBooks(pc, { number: 3 })).rejects.toMatchObject({ kind: 'malformed' });
  });
});
