import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchLetterDetail, fetchLetters, fetchUnreadLetterCount } from './letter';

describe('letter contract', () => {
  const backend = useContractBackend();

  it('pages thirteen letters, the four unread first, newest first within each group', async () => {
    backend.signInAs('learner');
    const first = await fetchLetters(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 4).every((letter) => !letter.read)).toBe(true);
    expect(first.items.slice(4).every((letter) => letter.read)).toBe(true);
    expect(first.items.slice(0, 4).map((letter) => letter.id)).toEqual(['letter-013', 'letter-012', 'letter-011', 'letter-010']);
    expect((await fetchLetters(backend.clients.pc, { page: 2, pageSize: 10 })).items).toHaveLength(3);
  });

  it('marks a letter read when it is opened, so the unread count drops', async () => {
    backend.signInAs('learner');
    expect(await fetchUnreadLetterCount(backend.clients.pc)).toBe(4);
    const letter = await fetchLetterDetail(backend.clients.pc, { id: 'letter-012' });
    expect(letter).toMatchObject({ read: true, readTime: '2026-03-16 09:30:00', link: '/personalCenter?acativeId=8' });
    expect(letter.content).toContain('新设备');
    expect(await fetchUnreadLetterCount(backend.clients.pc)).toBe(3);
    await fetchLetterDetail(backend.clients.pc, { id: 'letter-012' });
    expect(await fetchUnreadLetterCount(backend.clients.pc)).toBe(3);
    const page = await fetchLetters(backend.clients.pc, { page: 1, pageSize: 13 });
    expect(page.items.slice(0, 3).map((item) => item.id)).not.toContain('letter-012');

    // Each account reads its own letters.
    backend.signInAs('admin');
    expect(await fetchUnreadLetterCount(backend.clients.pc)).toBe(4);
  });

  it('delivers the hostile letter as data, unread and first, for the screen to sanitise', async () => {
    backend.db.reset({ scenario: 'hostile' });
    backend.signInAs('learner');
    expect(await fetchUnreadLetterCount(backend.clients.pc)).toBe(5);
    expect((await fetchLetters(backend.clients.pc, { page: 1, pageSize: 10 })).items[0]?.id).toBe('letter-014-hostile');
    const letter = await fetchLetterDetail(backend.clients.pc, { id: 'letter-014-hostile' });
    expect(letter.title).toContain('<script>');
    expect(letter.content).toContain('onerror');
    expect(letter.link).toBe('javascript:alert(1)');
  });

  it('refuses an unknown letter and answers 401 without a session', async () => {
    backend.signInAs('learner');
    await expect(fetchLetterDetail(backend.clients.pc, { id: 'letter-999' })).rejects.toMatchObject({ kind: 'business', serverMessage: '消息不存在或已删除' });
    backend.signOut();
    await expect(fetchUnreadLetterCount(backend.clients.pc)).rejects.toMatchObject({ status: 401 });
  });
});
