import { ApiError, tbtpClassPaths } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { isMissingClass, serverMessageOf } from './classErrors';

const refusal = new ApiError({ kind: 'business', path: tbtpClassPaths.detail, serverMessage: '该专题班不存在' });
const outage = new ApiError({ kind: 'http', path: tbtpClassPaths.detail, status: 500 });

describe('class call failures', () => {
  it('send a refused class to /errorCode, and give an outage a retry instead', () => {
    expect(isMissingClass(refusal)).toBe(true);
    expect(isMissingClass(outage)).toBe(false);
    expect(isMissingClass(new Error('x'))).toBe(false);
    expect(isMissingClass(undefined)).toBe(false);
  });

  it("show the server's words for a refusal and ours for anything else", () => {
    expect(serverMessageOf(new ApiError({ kind: 'business', path: 'p', serverMessage: '验证码错误' }), '报名失败')).toBe('验证码错误');
    expect(serverMessageOf(new ApiError({ kind: 'business', path: 'p' }), '报名失败')).toBe('报名失败');
    expect(serverMessageOf(outage, '报名失败')).toBe('报名失败');
  });
});
