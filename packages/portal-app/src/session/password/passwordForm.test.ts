import { describe, expect, it } from 'vitest';
import { emptyPasswordFields, revalidateAfterChange, validatePasswordForm } from './passwordForm';

const good = { oldPassword: 'Study@2026', newPassword: 'Better#2027', confirmPassword: 'Better#2027', verificationCode: 'ab12' };

describe('the password-change form', () => {
  it('asks for every field with the product’s messages', () => {
    expect(validatePasswordForm(emptyPasswordFields)).toEqual({
      oldPassword: '请输入原密码',
      newPassword: '请输入新密码',
      confirmPassword: '请再次输入密码',
      verificationCode: '请输入验证码',
    });
    expect(validatePasswordForm(good)).toEqual({});
  });

  it('holds the new password to the policy', () => {
    expect(validatePasswordForm({ ...good, newPassword: 'Ab@1', confirmPassword: 'Ab@1' }).newPassword).toBe('密码长度8位以上');
    expect(validatePasswordForm({ ...good, newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' }).newPassword).toBe(
      '必须包含大、小写字母和数字以及特殊字符；可用字符 @!#%^*().?',
    );
    expect(validatePasswordForm({ ...good, confirmPassword: 'Better#2028' }).confirmPassword).toBe('两次输入密码不一致!');
  });

  it('checks the confirmation again when the new password changes', () => {
    // Confirmation typed first, matching; then the new password changes under it.
    const values = { ...good, newPassword: 'Better#2028' };
    expect(revalidateAfterChange('newPassword', values, {})).toEqual({ confirmPassword: '两次输入密码不一致!' });
    // And the message goes when the new password matches again.
    expect(revalidateAfterChange('newPassword', good, { confirmPassword: '两次输入密码不一致!' })).toEqual({});
  });

  it('leaves an untouched confirmation alone while the new password is typed', () => {
    expect(revalidateAfterChange('newPassword', { ...emptyPasswordFields, newPassword: 'B' }, {})).toEqual({});
  });

  it('clears a field’s message once its value is right, and keeps the others', () => {
    const errors = { oldPassword: '请输入原密码', verificationCode: '请输入验证码' };
    expect(revalidateAfterChange('oldPassword', { ...emptyPasswordFields, oldPassword: 'x' }, errors)).toEqual({ verificationCode: '请输入验证码' });
  });
});
