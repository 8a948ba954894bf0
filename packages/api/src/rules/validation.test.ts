import { describe, expect, it } from 'vitest';
import {
  validateConfirmPassword,
  validateImageCaptcha,
  validateNewPassword,
  validateOldPassword,
  validatePhone,
  validatePin,
  validateSmsCode,
  validateVerificationCode,
  validationMessages as m,
} from './validation';

describe('validatePhone', () => {
  it.each([
    ['', m.phoneRequired],
    ['   ', m.phoneRequired],
    [undefined, m.phoneRequired],
    [null, m.phoneRequired],
    ['13800138000', undefined],
    ['19912345678', undefined],
    ['15000000000', undefined],
    [' 13800138000 ', undefined],
    ['12800138000', m.phoneInvalid],
    ['10800138000', m.phoneInvalid],
    ['1380013800', m.phoneInvalid],
    ['138001380000', m.phoneInvalid],
    ['23800138000', m.phoneInvalid],
    ['1380013800a', m.phoneInvalid],
    ['+8613800138000', m.phoneInvalid],
    ['010-12345678', undefined],
    ['0531-1234567', undefined],
    ['0531-12345678', undefined],
    ['010-123456', m.phoneInvalid],
    ['010-123456789', m.phoneInvalid],
    ['01-12345678', m.phoneInvalid],
    ['01234-1234567', m.phoneInvalid],
    ['110-12345678', m.phoneInvalid],
    ['01012345678', m.phoneInvalid],
    ['<script>alert(1)</script>', m.phoneInvalid],
  ])('%j → %s', (value, expected) => {
    expect(validatePhone(value)).toBe(expected);
  });
});

describe('validateNewPassword', () => {
  it.each([
    ['', m.newPasswordRequired],
    [undefined, m.newPasswordRequired],
    [null, m.newPasswordRequired],
    ['Ab1@', m.newPasswordTooShort],
    ['Ab1@xyz', m.newPasswordTooShort],
    // Four emoji are eight UTF-16 units but four characters.
    ['😀😀😀😀', m.newPasswordTooShort],
    ['Ab1@xyzw', undefined],
    ['Study@2026', undefined],
    ['Zz9.Zz9.', undefined],
    ['aB3!aaaa', undefined],
    ['aB3#aaaa', undefined],
    ['aB3%aaaa', undefined],
    ['aB3^aaaa', undefined],
    ['aB3*aaaa', undefined],
    ['aB3(aaaa', undefined],
    ['aB3)aaaa', undefined],
    ['aB3?aaaa', undefined],
    ['study@2026', m.newPasswordWeak],
    ['STUDY@2026', m.newPasswordWeak],
    ['Study@abcd', m.newPasswordWeak],
    ['Study2026x', m.newPasswordWeak],
    ['Study$2026', m.newPasswordWeak],
    ['Study@2026-', m.newPasswordWeak],
    ['Study@ 2026', m.newPasswordWeak],
    ['Study@2026学', m.newPasswordWeak],
    ['        ', m.newPasswordWeak],
  ])('%j → %s', (value, expected) => {
    expect(validateNewPassword(value)).toBe(expected);
  });

  it('lists exactly the allowed specials in its message', () => {
    expect(m.newPasswordWeak).toContain('@!#%^*().?');
  });
});

describe('validateConfirmPassword', () => {
  it.each([
    ['', 'Study@2026', m.confirmPasswordRequired],
    [undefined, 'Study@2026', m.confirmPasswordRequired],
    [null, '', m.confirmPasswordRequired],
    ['Study@2026', 'Study@2026', undefined],
    ['Study@2027', 'Study@2026', m.confirmPasswordMismatch],
    ['study@2026', 'Study@2026', m.confirmPasswordMismatch],
    ['Study@2026 ', 'Study@2026', m.confirmPasswordMismatch],
    ['x', undefined, m.confirmPasswordMismatch],
  ])('%j against %j → %s', (confirm, password, expected) => {
    expect(validateConfirmPassword(confirm, password)).toBe(expected);
  });
});

describe('required fields', () => {
  it.each([
    [validateOldPassword, m.oldPasswordRequired, '请输入原密码'],
    [validateImageCaptcha, m.imageCaptchaRequired, '请输入图片验证码'],
    [validateSmsCode, m.smsCodeRequired, '请输入短信验证码'],
    [validatePin, m.pinRequired, '请输入PIN码'],
    [validateVerificationCode, m.verificationCodeRequired, '请输入验证码'],
  ] as const)('%o says %s when empty', (rule, message, text) => {
    expect(message).toBe(text);
    expect(rule('')).toBe(message);
    expect(rule(undefined)).toBe(message);
    expect(rule(null)).toBe(message);
    expect(rule('x')).toBeUndefined();
    expect(rule('123456')).toBeUndefined();
  });

  it.each([
    [validateImageCaptcha, '   '],
    [validateSmsCode, '  '],
    [validateVerificationCode, ' '],
    [validateImageCaptcha, '\u200b\u200b'],
    [validateSmsCode, '\u200e\ufeff'],
  ] as const)('%o treats blanks as empty', (rule, value) => {
    expect(rule(value)).toBeDefined();
  });

  it('never trims a password or a PIN: spaces are characters there', () => {
    expect(validateOldPassword(' ')).toBeUndefined();
    expect(validatePin(' ')).toBeUndefined();
  });
});

describe('validationMessages', () => {
  it('holds the validation messages', () => {
    expect(m).toEqual({
      phoneRequired: '请输入手机号码',
      phoneInvalid: '请输入正确的手机号',
      imageCaptchaRequired: '请输入图片验证码',
      smsCodeRequired: '请输入短信验证码',
      pinRequired: '请输入PIN码',
      oldPasswordRequired: '请输入原密码',
      newPasswordRequired: '请输入新密码',
      newPasswordTooShort: '密码长度8位以上',
      newPasswordWeak: '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
      confirmPasswordRequired: '请再次输入密码',
      confirmPasswordMismatch: '两次输入密码不一致!',
      verificationCodeRequired: '请输入验证码',
    });
  });
});
