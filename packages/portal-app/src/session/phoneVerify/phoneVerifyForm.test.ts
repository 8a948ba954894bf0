import { describe, expect, it } from 'vitest';
import { checkCodeRequest, checkPhoneVerify } from './phoneVerifyForm';

describe('the phone verification form', () => {
  it('asks for a code only with a valid phone and a typed captcha', () => {
    expect(checkCodeRequest({ phoneNumber: '', verificationCode: '', code: '' })).toEqual({
      phoneNumber: '请输入手机号码',
      verificationCode: '请输入图片验证码',
    });
    expect(checkCodeRequest({ phoneNumber: '12800138000', verificationCode: 'ab12', code: '' })).toEqual({ phoneNumber: '请输入正确的手机号' });
    expect(checkCodeRequest({ phoneNumber: '13800138004', verificationCode: 'ab12', code: '' })).toEqual({});
    expect(checkCodeRequest({ phoneNumber: '010-12345678', verificationCode: 'ab12', code: '' })).toEqual({});
  });

  it('sends the form only with the SMS code too', () => {
    expect(checkPhoneVerify({ phoneNumber: '13800138004', verificationCode: 'ab12', code: '' })).toEqual({ code: '请输入短信验证码' });
    expect(checkPhoneVerify({ phoneNumber: '13800138004', verificationCode: 'ab12', code: '502311' })).toEqual({});
  });
});
