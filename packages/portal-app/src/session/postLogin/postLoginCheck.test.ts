import { describe, expect, it } from 'vitest';
import { postLoginCheck } from './postLoginCheck';

describe('postLoginCheck', () => {
  const learner = { traineeId: 't-1', needUpdatePwd: false };

  it('stops a user without a trainee record before anything else', () => {
    expect(postLoginCheck({ traineeId: '', needUpdatePwd: true }, 'forced', false)).toBe('traineeMissing');
    expect(postLoginCheck({ traineeId: undefined, needUpdatePwd: false }, 'reminder', false)).toBe('traineeMissing');
  });

  it('lets a learner whose password is fine through', () => {
    expect(postLoginCheck(learner, 'reminder', false)).toBe('none');
    expect(postLoginCheck(learner, 'forced', false)).toBe('none');
  });

  it('reminds once per page session where the tenant reminds', () => {
    expect(postLoginCheck({ ...learner, needUpdatePwd: true }, 'reminder', false)).toBe('passwordReminder');
    expect(postLoginCheck({ ...learner, needUpdatePwd: true }, 'reminder', true)).toBe('none');
  });

  it('forces the change where the tenant forces it, even after a reminder was given', () => {
    expect(postLoginCheck({ ...learner, needUpdatePwd: true }, 'forced', true)).toBe('forcedPassword');
  });
});
