import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchUserInfo, hasPortalRole, updateUserInfo } from './userInfo';

describe('user info contract', () => {
  const backend = useContractBackend();

  it('returns the signed-in user with the request token as accessToken', async () => {
    const token = backend.signInAs('learner');
    const user = await fetchUserInfo(backend.clients.pc);
    expect(user).toMatchObject({
      id: 'u-learner',
      name: '张明',
      idCardHash: 'hash-learner-7f3a',
      accessToken: token,
      traineeId: 't-1001',
      manage: false,
      check: false,
      loginBy: 'token',
    });
    expect(hasPortalRole(user)).toBe(true);
    expect(user.roleList[0]?.clientId).toBe('nc-web');
  });

  it('reports each account’s own flags', async () => {
    backend.signInAs('ukeyadmin');
    expect(await fetchUserInfo(backend.clients.pc)).toMatchObject({ manage: true, check: true, needUkey: true });
    backend.signInAs('newcomer');
    expect(await fetchUserInfo(backend.clients.pc)).toMatchObject({ needUpdatePwd: true });
    backend.signInAs('norole');
    expect(hasPortalRole(await fetchUserInfo(backend.clients.pc))).toBe(false);
    backend.signInAs('visitor');
    expect(hasPortalRole(await fetchUserInfo(backend.clients.pc))).toBe(false);
    backend.signInAs('notrainee');
    expect((await fetchUserInfo(backend.clients.pc)).traineeId).toBeFalsy();
  });

  it('fails with 401 and the server’s message without a session', async () => {
    await expect(fetchUserInfo(backend.clients.pc)).rejects.toMatchObject({ kind: 'http', status: 401, serverMessage: '登录已过期，请重新登录' });
  });

  it('keeps an update of the descriptive fields, never of permissions', async () => {
    backend.signInAs('learner');
    const user = await fetchUserInfo(backend.clients.pc);
    await updateUserInfo(backend.clients.pc, { ...user, name: '张明明', telephone: '13900139001', manage: true, roles: ['admin'] });
    expect(await fetchUserInfo(backend.clients.pc)).toMatchObject({ name: '张明明', telephone: '13900139001', manage: false, roles: ['ROLE_NC_WEB'] });
  });

  it('refuses an update with an invalid phone, with the server’s message', async () => {
    backend.signInAs('learner');
    const user = await fetchUserInfo(backend.clients.pc);
    await expect(updateUserInfo(backend.clients.pc, { ...user, telephone: '12345' })).rejects.toMatchObject({ kind: 'business', serverMessage: '请输入正确的手机号' });
    expect((await fetchUserInfo(backend.clients.pc)).telephone).toBe('13800138001');
  });

  it('refuses an update that is not the session user’s object', async () => {
    backend.signInAs('learner');
    const user = await fetchUserInfo(backend.clients.pc);
    await expect(updateUserInfo(backend.clients.pc, { ...user, id: 'u-admin' })).rejects.toMatchObject({ serverMessage: '用户信息不匹配，请重新登录' });
    await expect(backend.clients.pc.post('api/user/info/update', { telephone: '13900139001' })).rejects.toMatchObject({ serverMessage: '用户信息不匹配，请重新登录' });
  });

  it('refuses an update without a session', async () => {
    backend.signInAs('learner');
    const user = await fetchUserInfo(backend.clients.pc);
    backend.signOut();
    await expect(updateUserInfo(backend.clients.pc, user)).rejects.toMatchObject({ status: 401 });
  });

  it('treats a reply that is not the envelope as malformed', async () => {
    backend.signInAs('learner');
    backend.db.faults.push({ path: 'api/user/info', malformed: true });
    await expect(fetchUserInfo(backend.clients.pc)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
