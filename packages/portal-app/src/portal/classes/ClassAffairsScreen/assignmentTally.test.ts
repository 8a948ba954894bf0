import type { TbtpAssignment } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { assignmentTally } from './assignmentTally';

const of = (status: TbtpAssignment['status']): TbtpAssignment => ({ id: status, title: status, status, requirement: '' });

describe('the assignment tally of class affairs', () => {
  it('counts each status there is, open work first', () => {
    expect(assignmentTally([of('submitted'), of('pending'), of('pending')]).map(({ label, count }) => `${label} ${count}`)).toEqual(['待提交 2', '已提交 1']);
    expect(assignmentTally([])).toEqual([]);
  });
});
