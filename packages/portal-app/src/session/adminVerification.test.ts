// @vitest-environment jsdom
import { ApiError } from '@study-portal/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminVerification, verifiedAdminAddress } from './adminVerification';

afterEach(() => adminVerification.forget());

describe('adminVerification', () => {
  it('remembers the verification for the token it was given for only', () => {
    adminVerification.mark('token-a');
    expect(adminVerification.isVerified('token-a')).toBe(true);
    expect(adminVerification.isVerified('token-b')).toBe(false);
    expect(adminVerification.isVerified('')).toBe(false);
  });

  it('takes the backend’s request for the verification: forgets it and tells the gate', () => {
    adminVerification.mark('token-a');
    const owed = vi.fn();
    const stop = adminVerification.onOwed(owed);
    const refusal = new ApiError({ kind: 'http', status: 403, path: 'api/portal/suggest/querySuggest', serverMessage: '您需要进行手机号验证' });
    expect(adminVerification.takeRefusal(refusal)).toBe(true);
    expect(owed).toHaveBeenCalledTimes(1);
    expect(adminVerification.isVerified('token-a')).toBe(false);
    stop();
  });

  it('leaves every other failure to the notifier', () => {
    const owed = vi.fn();
    const stop = adminVerification.onOwed(owed);
    for (const serverMessage of ['您不是管理员，无权登录', undefined]) {
      expect(adminVerification.takeRefusal(new ApiError({ kind: 'http', status: 403, path: 'x', ...(serverMessage ? { serverMessage } : {}) }))).toBe(false);
    }
    expect(owed).not.toHaveBeenCalled();
    stop();
  });

  it('adds the word to the admin site’s address', () => {
    expect(verifiedAdminAddress('/admin/')).toBe('/admin/?verified=1');
    expect(verifiedAdminAddress('/admin/?token=t')).toBe('/admin/?token=t&verified=1');
  });
});
