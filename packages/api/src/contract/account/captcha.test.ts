import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchCaptcha } from './captcha';
import { sendSmsCode } from './sms';

describe('captcha contract', () => {
  const backend = useContractBackend();

  it('returns an SVG data URL and the token its answer is kept under', async () => {
    const captcha = await fetchCaptcha(backend.clients.pc);
    expect(captcha.validateCodeImge).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(backend.db.captchas.get(captcha.verificationCodeToken)).toMatch(/^[2-9A-Z]{4}$/);
  });

  it('issues a new captcha on every call', async () => {
    const first = await fetchCaptcha(backend.clients.pc);
    const second = await fetchCaptcha(backend.clients.pc);
    expect(second.verificationCodeToken).not.toBe(first.verificationCodeToken);
    expect(backend.db.captchas.size).toBe(2);
  });

  it('answers once, in any case: the same answer is refused the second time', async () => {
    const { verificationCodeToken } = await fetchCaptcha(backend.clients.pc);
    const answer = backend.db.captchas.get(verificationCodeToken)!.toLowerCase();
    const request = { phoneNumber: '13800138004', verificationCode: answer, verificationCodeToken };
    await expect(sendSmsCode(backend.clients.pc, request)).resolves.toContain('验证码已发送');
    await expect(sendSmsCode(backend.clients.pc, request)).rejects.toMatchObject({ kind: 'business', serverMessage: '验证码已失效，请重新获取' });
  });

  it('is spent by a wrong answer', async () => {
    const { verificationCodeToken } = await fetchCaptcha(backend.clients.pc);
    const answer = backend.db.captchas.get(verificationCodeToken)!;
    const wrong = answer === 'ABCD' ? 'EFGH' : 'ABCD';
    await expect(sendSmsCode(backend.clients.pc, { phoneNumber: '13800138004', verificationCode: wrong, verificationCodeToken })).rejects.toMatchObject({
      serverMessage: '验证码错误',
    });
    await expect(sendSmsCode(backend.clients.pc, { phoneNumber: '13800138004', verificationCode: answer, verificationCodeToken })).rejects.toMatchObject({
      serverMessage: '验证码已失效，请重新获取',
    });
  });
});
