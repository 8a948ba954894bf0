import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchCaptcha } from './captcha';
import { checkUserSmsCode, sendSmsCode, smsLogin, type PhoneVerifyForm } from './sms';
import { fetchUserInfo } from './userInfo';

const smsAdminPhone = '13800138004';

describe('SMS verification contract', () => {
  const backend = useContractBackend();

  async function captcha() {
    const { verificationCodeToken } = await fetchCaptcha(backend.clients.pc);
    return { verificationCodeToken, verificationCode: backend.db.captchas.get(verificationCodeToken)! };
  }

  /** Sends a code to the phone and returns it as the fake SMS gateway kept it. */
  async function sendCode(phoneNumber = smsAdminPhone): Promise<string> {
    await sendSmsCode(backend.clients.pc, { phoneNumber, ...(await captcha()) });
    return backend.db.smsCodes.get(phoneNumber)!;
  }

  async function loginForm(overrides: Partial<PhoneVerifyForm> = {}): Promise<PhoneVerifyForm> {
    const code = await sendCode();
    return { clientId: 'nc-web', phoneNumber: smsAdminPhone, code, ...(await captcha()), idCardHash: 'hash-smsadmin-9e15', ...overrides };
  }

  it('sends a 6-digit code to a valid phone, deterministically per send', async () => {
    const message = await sendSmsCode(backend.clients.pc, { phoneNumber: smsAdminPhone, ...(await captcha()) });
    expect(message).toBe('验证码已发送至 138****8004');
    const first = backend.db.smsCodes.get(smsAdminPhone)!;
    expect(first).toMatch(/^\d{6}$/);
    const second = await sendCode();
    expect(second).toMatch(/^\d{6}$/);
    expect(second).not.toBe(first);
    backend.db.reset();
    expect(await sendCode()).toBe(first);
  });

  it.each([
    ['', '请输入手机号码'],
    ['12345', '请输入正确的手机号'],
  ])('refuses to send to %j with the server’s message', async (phoneNumber, message) => {
    await expect(sendSmsCode(backend.clients.pc, { phoneNumber, ...(await captcha()) })).rejects.toMatchObject({ kind: 'business', serverMessage: message });
  });

  it('refuses to send without the image captcha', async () => {
    const { verificationCodeToken } = await captcha();
    await expect(sendSmsCode(backend.clients.pc, { phoneNumber: smsAdminPhone, verificationCode: '', verificationCodeToken })).rejects.toMatchObject({
      serverMessage: '请输入图片验证码',
    });
  });

  it('checks a code without using it up', async () => {
    const code = await sendCode();
    await expect(checkUserSmsCode(backend.clients.pc, { phoneNumber: smsAdminPhone, code })).resolves.toBe('验证通过');
    await expect(checkUserSmsCode(backend.clients.pc, { phoneNumber: smsAdminPhone, code })).resolves.toBe('验证通过');
  });

  it('refuses a wrong code, or one never sent, with the server’s message', async () => {
    await expect(checkUserSmsCode(backend.clients.pc, { phoneNumber: smsAdminPhone, code: '123456' })).rejects.toMatchObject({ serverMessage: '请先获取短信验证码' });
    const code = await sendCode();
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(checkUserSmsCode(backend.clients.pc, { phoneNumber: smsAdminPhone, code: wrong })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: '短信验证码错误',
    });
    await expect(checkUserSmsCode(backend.clients.pc, { phoneNumber: smsAdminPhone, code: '' })).rejects.toMatchObject({ serverMessage: '请输入短信验证码' });
  });

  it('admin SMS login marks the session checked: its user info then reports check false', async () => {
    backend.signInAs('smsadmin');
    expect((await fetchUserInfo(backend.clients.pc)).check).toBe(true);
    await expect(smsLogin(backend.clients.pc, await loginForm())).resolves.toBe('验证成功');
    expect(await fetchUserInfo(backend.clients.pc)).toMatchObject({ check: false, manage: true });
    // Only this session: a new sign-in of the same admin is asked again.
    backend.signInAs('smsadmin');
    expect((await fetchUserInfo(backend.clients.pc)).check).toBe(true);
  });

  it('uses the code up on a successful login', async () => {
    backend.signInAs('smsadmin');
    const form = await loginForm();
    await smsLogin(backend.clients.pc, form);
    await expect(smsLogin(backend.clients.pc, { ...form, ...(await captcha()) })).rejects.toMatchObject({ serverMessage: '请先获取短信验证码' });
  });

  it('checks the image captcha on the login too, and spends it', async () => {
    backend.signInAs('smsadmin');
    const form = await loginForm();
    await expect(smsLogin(backend.clients.pc, { ...form, verificationCode: '' })).rejects.toMatchObject({ serverMessage: '请输入图片验证码' });
    const wrong = form.verificationCode === 'ZZZZ' ? 'YYYY' : 'ZZZZ';
    await expect(smsLogin(backend.clients.pc, { ...form, verificationCode: wrong })).rejects.toMatchObject({ serverMessage: '验证码错误' });
    // Refused or not, the picture answered once.
    await expect(smsLogin(backend.clients.pc, form)).rejects.toMatchObject({ serverMessage: '验证码已失效，请重新获取' });
    expect((await fetchUserInfo(backend.clients.pc)).check).toBe(true);
  });

  it('refuses a wrong SMS code with the server’s message and leaves check set', async () => {
    backend.signInAs('smsadmin');
    const form = await loginForm();
    await expect(smsLogin(backend.clients.pc, { ...form, code: form.code === '999999' ? '888888' : '999999' })).rejects.toMatchObject({
      kind: 'business',
      serverMessage: '短信验证码错误',
    });
    expect((await fetchUserInfo(backend.clients.pc)).check).toBe(true);
  });

  it('refuses a phone that is not the account’s, a non-administrator, and no session', async () => {
    backend.signInAs('smsadmin');
    const otherPhone = '13900000000';
    const code = await sendCode(otherPhone);
    await expect(smsLogin(backend.clients.pc, await loginForm({ phoneNumber: otherPhone, code }))).rejects.toMatchObject({
      serverMessage: '手机号与账号绑定的手机号不一致',
    });
    backend.signInAs('learner');
    await expect(smsLogin(backend.clients.pc, await loginForm({ idCardHash: 'hash-learner-7f3a' }))).rejects.toMatchObject({
      serverMessage: '您不是管理员，无权登录',
    });
    backend.signOut();
    await expect(smsLogin(backend.clients.pc, await loginForm())).rejects.toMatchObject({ status: 401 });
  });
});
