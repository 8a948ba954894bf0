import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchSiteStatistics } from '../portal/statistics';
import { fetchCaptcha } from './captcha';
import { sendSmsCode, smsLogin } from './sms';
import { fetchUserInfo } from './userInfo';

describe('the admin site’s calls at the gateway', () => {
  const backend = useContractBackend({ site: 'admin' });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  afterEach(() => warn.mockClear());

  async function verifyBySms() {
    const captcha = async () => {
      const { verificationCodeToken } = await fetchCaptcha(backend.clients.pc);
      return { verificationCodeToken, verificationCode: backend.db.captchas.get(verificationCodeToken)! };
    };
    await sendSmsCode(backend.clients.pc, { phoneNumber: '13800138004', ...(await captcha()) });
    const code = backend.db.smsCodes.get('13800138004')!;
    await smsLogin(backend.clients.pc, { clientId: 'nc-web', phoneNumber: '13800138004', code, ...(await captcha()), idCardHash: 'hash-smsadmin-9e15' });
  }

  it.each(['smsadmin', 'ukeyadmin'])('refuses %s’s data while the verification is owed, but answers who is signed in', async (username) => {
    backend.signInAs(username);
    expect(await fetchUserInfo(backend.clients.pc)).toMatchObject({ manage: true, check: true });
    await expect(fetchSiteStatistics(backend.clients.pc)).rejects.toMatchObject({ status: 403, serverMessage: '您需要进行手机号验证' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('403 api/portal/statistics/info'));
  });

  it('answers once the SMS verification is done, for that session', async () => {
    backend.signInAs('smsadmin');
    await verifyBySms();
    await expect(fetchSiteStatistics(backend.clients.pc)).resolves.toBeDefined();
  });

  it('refuses a learner, and a caller with no session', async () => {
    backend.signInAs('learner');
    await expect(fetchSiteStatistics(backend.clients.pc)).rejects.toMatchObject({ status: 403, serverMessage: '您不是管理员，无权登录' });
    backend.signOut();
    await expect(fetchSiteStatistics(backend.clients.pc)).rejects.toMatchObject({ status: 401 });
  });

  it('answers an administrator with nothing owed', async () => {
    backend.signInAs('admin');
    await expect(fetchSiteStatistics(backend.clients.pc)).resolves.toBeDefined();
  });
});
