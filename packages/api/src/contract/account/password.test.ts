import { describe, expect, it, vi } from 'vitest';
import { demoPassword } from '../../mocks/fixtures/accounts';
import { passwordsOf } from '../../mocks/core/passwords';
import { validationMessages } from '../../rules/validation';
import { useContractBackend } from '../../testing/contractServer';
import { fetchCaptcha } from './captcha';
import { demoPasswordPublicKey } from '../../mocks/fixtures/account/demoBackendKey';
import { passwordKeyMessages } from '../../rules/passwordKey';
import { changePassword, isPasswordKeyError, type PasswordChangeForm } from './password';
import { fetchUserInfo } from './userInfo';

describe('password change contract (RSA round trip)', () => {
  const backend = useContractBackend();
  const demoKey = { publicKey: demoPasswordPublicKey };

  /** A form with a fresh captcha, answered right, for the signed-in learner. */
  async function form(overrides: Partial<PasswordChangeForm> = {}): Promise<PasswordChangeForm> {
    const { verificationCodeToken } = await fetchCaptcha(backend.clients.pc);
    return {
      oldPassword: demoPassword,
      newPassword: 'Fresh#Start9',
      confirmPassword: 'Fresh#Start9',
      verificationCode: backend.db.captchas.get(verificationCodeToken)!,
      verificationCodeToken,
      idcardHash: 'hash-newcomer-51aa',
      ...overrides,
    };
  }

  it('changes the password: the fake backend decrypts what the client encrypted', async () => {
    backend.signInAs('newcomer');
    await expect(changePassword(backend.clients.pc, await form(), demoKey)).resolves.toBe('修改成功');
    expect(passwordsOf(backend.db).get('newcomer')).toBe('Fresh#Start9');
    // The reminder to change the initial password is answered.
    expect((await fetchUserInfo(backend.clients.pc)).needUpdatePwd).toBe(false);
  });

  it('never sends a password in clear', async () => {
    backend.signInAs('newcomer');
    const sent: string[] = [];
    const { createApiClient } = await import('../../client/createApiClient');
    const client = createApiClient({
      endpoint: { prefix: 'http://127.0.0.1:4173/pcApi/', timeoutMs: 5000 },
      deviceId: 'pc',
      identity: { tenantId: () => backend.db.settings.tenantId, visitorId: () => 'visitor-test', token: () => [...backend.db.sessions.keys()][0]! },
      fetch: async (input, init) => {
        const request = new Request(input, init);
        sent.push(await request.clone().text());
        return fetch(request);
      },
    });
    await changePassword(client, await form(), demoKey);
    const body = JSON.parse(sent[0]!) as Record<string, string>;
    expect(sent[0]).not.toContain(demoPassword);
    expect(sent[0]).not.toContain('Fresh#Start9');
    expect(body.oldPassword).toMatch(/^[A-Za-z0-9+/]{170,}={0,2}$/);
    expect(body).toMatchObject({ idcardHash: 'hash-newcomer-51aa' });
  });

  it('refuses a wrong old password with the server’s message and keeps the old one', async () => {
    backend.signInAs('newcomer');
    await expect(changePassword(backend.clients.pc, await form({ oldPassword: 'Wrong@2026' }), demoKey)).rejects.toMatchObject({
      kind: 'business',
      serverMessage: '原密码错误',
    });
    expect(passwordsOf(backend.db).get('newcomer')).toBe(demoPassword);
  });

  it.each([
    ['Short1@', validationMessages.newPasswordTooShort],
    ['alllowercase1@', validationMessages.newPasswordWeak],
    ['NoSpecial2026', validationMessages.newPasswordWeak],
    ['Bad$Char2026', validationMessages.newPasswordWeak],
  ])('refuses the weak new password %j with the policy message', async (weak, message) => {
    backend.signInAs('newcomer');
    await expect(changePassword(backend.clients.pc, await form({ newPassword: weak, confirmPassword: weak }), demoKey)).rejects.toMatchObject({
      serverMessage: message,
    });
    expect(passwordsOf(backend.db).get('newcomer')).toBe(demoPassword);
  });

  it('refuses a confirmation that differs, and the old password again', async () => {
    backend.signInAs('newcomer');
    await expect(changePassword(backend.clients.pc, await form({ confirmPassword: 'Fresh#Start8' }), demoKey)).rejects.toMatchObject({
      serverMessage: validationMessages.confirmPasswordMismatch,
    });
    await expect(changePassword(backend.clients.pc, await form({ newPassword: demoPassword, confirmPassword: demoPassword }), demoKey)).rejects.toMatchObject({
      serverMessage: '新密码不能与原密码相同',
    });
  });

  it('refuses a wrong captcha before it looks at the passwords, and spends it', async () => {
    backend.signInAs('newcomer');
    const right = await form();
    await expect(changePassword(backend.clients.pc, { ...right, verificationCode: right.verificationCode === 'AAAA' ? 'BBBB' : 'AAAA' }, demoKey)).rejects.toMatchObject({
      serverMessage: '验证码错误',
    });
    await expect(changePassword(backend.clients.pc, right, demoKey)).rejects.toMatchObject({ serverMessage: '验证码已失效，请重新获取' });
    expect(passwordsOf(backend.db).get('newcomer')).toBe(demoPassword);
  });

  it('refuses another user’s idcardHash, and a caller without a session', async () => {
    backend.signInAs('newcomer');
    await expect(changePassword(backend.clients.pc, await form({ idcardHash: 'hash-learner-7f3a' }), demoKey)).rejects.toMatchObject({ kind: 'business' });
    backend.signOut();
    await expect(changePassword(backend.clients.pc, await form(), demoKey)).rejects.toMatchObject({ status: 401 });
  });

  it('refuses fields encrypted with a key the backend does not hold', async () => {
    backend.signInAs('newcomer');
    const { JSEncrypt } = await import('jsencrypt');
    const stranger = new JSEncrypt({ default_key_size: '512' });
    await expect(changePassword(backend.clients.pc, await form(), { publicKey: stranger.getPublicKey() })).rejects.toMatchObject({
      serverMessage: '密码解密失败，请刷新页面后重试',
    });
  });

  it('refuses to send without a key, and with a key the configuration could not read, whatever else is there', async () => {
    backend.signInAs('newcomer');
    const sent = vi.spyOn(backend.clients.pc, 'post');
    const missing = await changePassword(backend.clients.pc, await form()).catch((error: unknown) => error);
    expect(isPasswordKeyError(missing) && missing.message).toBe(passwordKeyMessages.missing);
    const invalid = await changePassword(backend.clients.pc, await form(), { ...demoKey, keyProblem: 'neither a PEM block nor base64' }).catch((error: unknown) => error);
    expect(isPasswordKeyError(invalid) && invalid.message).toBe(passwordKeyMessages.invalid);
    expect(sent.mock.calls.filter(([path]) => path === 'api/webmember/userPwdModify')).toEqual([]);
    expect(passwordsOf(backend.db).get('newcomer')).toBe(demoPassword);
  });
});
