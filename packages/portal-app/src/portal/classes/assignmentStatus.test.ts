import type { TbtpAssignment } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { assignmentStatus, sortAssignments } from './assignmentStatus';

const assignment = (id: string, status: TbtpAssignment['status'], deadline: string): TbtpAssignment => ({ id, title: id, status, deadline, requirement: '' });

describe('class assignments', () => {
  it('name each status', () => {
    expect(assignmentStatus('pending')).toEqual({ label: '待提交', tone: 'warning' });
    expect(assignmentStatus('submitted')).toEqual({ label: '已提交', tone: 'success' });
    expect(assignmentStatus('overdue')).toEqual({ label: '已逾期', tone: 'danger' });
  });

  it('put open work first, by the nearest deadline, and handed-in work last', () => {
    const sorted = sortAssignments([
      assignment('done', 'submitted', '2026-01-01 00:00:00'),
      assignment('late', 'overdue', '2026-02-01 00:00:00'),
      assignment('later', 'pending', '2026-06-30 23:59:59'),
      assignment('soon', 'pending', '2026-03-28 23:59:59'),
    ]);
    expect(sorted.map((item) => item.id)).toEqual(['soon', 'later', 'late', 'done']);
  });
});
