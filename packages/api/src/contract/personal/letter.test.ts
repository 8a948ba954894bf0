import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchLetterDetail, fetchLetters, fetchUnreadLetterCount } from './letter';

describe('letter contract', () => {
  const backend = useContractBackend();

  it('pages fourteen letters, the five unread first, newest first within each group', async () => {
    backend.signInAs('learner');
    const first = await fetchLetters(backend.clients.pc, { page: 1, pageSize: 10 });
    expect(first.total).toBe(14);
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 5).every((letter) => !letter.read)).toBe(true);
    expect(first.items.slice(5).every((letter) => letter.read)).toBe(true);
    expect(first.items[0]?.id).toBe('letter-014-hostile');
    expect((await fetchLetters(backend.clients.pc, { page: 2, pageSize: 10 })).items).toHaveLength(4);
  });

  it('marks a letter read when it is opened, so the unread count drops', async () => {
    backend.signInAs('learner');
    expect(await fetchUnreadLetterCount(backend.clients.pc)).toBe(5);
    const letter = await fetchLetterDetail(backend.clients.pc, { id: 'letter-012' });
    expect(letter).toMatchObject({ read: true, readTime: '2026-03-16 09:30:00', link: '/personalCenter?acativeId=8' });
    expect(letter.content).toContain('新设备');
    expect(await fetchUnreadLetterCount(backend.clients.pc)).toBe(4);
    await fetchLetterDetail(backend.clients.pc, { id: 'letter-012' });
    expect(await fetchUnreadLetterCount(backend.clients.pc)).toBe(4);
    const page = await fetchLetters(backend.clients.pc, { page: 1, pageSize: 14 });
    expect(page.items.slice(0, 4).map((item) => item.id)).not.toContain('letter-012');

    // Each account reads its own letters.
    backend.signInAs('admin');
    expect(await fetchUnreadLetterCount(backend.clients.pc)).toBe(5);
  });

  it('delivers the hostile letter as data, for the screen to sanitise', async () => {
    backend.signInAs('learner');
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
