import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchAcademyUser, isAcademyOpen } from './academy';

describe('external academy user query contract', () => {
  const backend = useContractBackend();

  it.each([
    ['learner', 'hash-learner-7f3a'],
    ['admin', 'hash-admin-2b81'],
  ])('lets %s in with a link', async (username, idCardHash) => {
    backend.signInAs(username);
    const reply = await fetchAcademyUser(backend.clients.pc, { idCardHash });
    expect(reply.code).toBe('true');
    expect(isAcademyOpen(reply)).toBe(true);
    expect(reply.celaUrl).toMatch(/^https:\/\//);
  });

  it('reads a refusal from code although its success is false (the client accepts this path)', async () => {
    backend.signInAs('smsadmin');
    const reply = await fetchAcademyUser(backend.clients.pc, { idCardHash: 'hash-smsadmin-9e15' });
    expect(reply).toMatchObject({ code: 'false', message: '未开通中网院账号' });
    expect(reply.celaUrl).toBeFalsy();
    expect(isAcademyOpen(reply)).toBe(false);
  });

  it('still fails on HTTP errors, and without a session', async () => {
    await expect(fetchAcademyUser(backend.clients.pc, { idCardHash: 'hash-learner-7f3a' })).rejects.toMatchObject({ status: 401 });
    backend.signInAs('learner');
    backend.db.faults.push({ path: 'api/portal/user/rdrZWY', status: 502 });
    await expect(fetchAcademyUser(backend.clients.pc, { idCardHash: 'hash-learner-7f3a' })).rejects.toMatchObject({ status: 502 });
  });

  it('treats a reply without code as malformed', async () => {
    backend.signInAs('learner');
    backend.db.faults.push({ path: 'api/portal/user/rdrZWY', businessMessage: '系统繁忙' });
    await expect(fetchAcademyUser(backend.clients.pc, { idCardHash: 'hash-learner-7f3a' })).rejects.toMatchObject({ kind: 'malformed' });
  });
});
