import { ApiError, examPaths } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { isWorthRetrying, refusalText, retryDelayMs } from './retry';

describe('retrying a lost save or submit', () => {
  it('waits longer after each failure, up to half a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15000, 30000, 30000, 30000]);
  });

  it('retries what may succeed next time: no answer, a timeout, a broken reply, a server error', () => {
    expect(isWorthRetrying(new ApiError({ kind: 'network', path: examPaths.save }))).toBe(true);
    expect(isWorthRetrying(new ApiError({ kind: 'timeout', path: examPaths.save }))).toBe(true);
    expect(isWorthRetrying(new ApiError({ kind: 'malformed', path: examPaths.save }))).toBe(true);
    expect(isWorthRetrying(new ApiError({ kind: 'http', status: 502, path: examPaths.save }))).toBe(true);
    expect(isWorthRetrying(new ApiError({ kind: 'http', status: 429, path: examPaths.save }))).toBe(true);
  });

  it('does not retry a refusal with a reason, or an ended session', () => {
    const closed = new ApiError({ kind: 'business', serverMessage: '试卷已提交，不能再修改答案', path: examPaths.save });
    expect(isWorthRetrying(closed)).toBe(false);
    expect(isWorthRetrying(new ApiError({ kind: 'http', status: 401, path: examPaths.save }))).toBe(false);
    expect(refusalText(closed, '保存失败')).toBe('试卷已提交，不能再修改答案');
    expect(refusalText(new Error('x'), '保存失败')).toBe('保存失败');
  });
});
