import { ApiError, coursePaths } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { isMissingCourse, refusalText } from './courseFailure';

describe('a failed course read', () => {
  it('means the course is missing when the server refuses it', () => {
    expect(isMissingCourse(new ApiError({ kind: 'business', path: coursePaths.detail, serverMessage: '课程不存在' }))).toBe(true);
  });

  it('is worth another try when the network or the server failed', () => {
    expect(isMissingCourse(new ApiError({ kind: 'network', path: coursePaths.detail }))).toBe(false);
    expect(isMissingCourse(new ApiError({ kind: 'http', status: 500, path: coursePaths.detail }))).toBe(false);
    expect(isMissingCourse(new Error('boom'))).toBe(false);
  });

  it('shows the server’s reason for a refused write, else a general one', () => {
    expect(refusalText(new ApiError({ kind: 'business', path: 'x', serverMessage: '已评价' }), '评价失败')).toBe('已评价');
    expect(refusalText(new ApiError({ kind: 'http', status: 500, path: 'x' }), '评价失败')).toBe('评价失败');
  });
});
