import type { TbtpAssignment } from '@study-portal/api';
import type { TagTone } from '@study-portal/ui';

/** How an assignment stands for the learner, in words and colour. */
export function assignmentStatus(status: TbtpAssignment['status']): { label: string; tone: TagTone } {
  switch (status) {
    case 'submitted':
      return { label: '已提交', tone: 'success' };
    case 'overdue':
      return { label: '已逾期', tone: 'danger' };
    default:
      return { label: '待提交', tone: 'warning' };
  }
}

/** Open work first, by the nearest deadline; handed-in work after it. */
export function sortAssignments(assignments: readonly TbtpAssignment[]): TbtpAssignment[] {
  const rank = { pending: 0, overdue: 1, submitted: 2 } as const;
  return [...assignments].sort((a, b) => rank[a.status] - rank[b.status] || (a.deadline ?? '').localeCompare(b.deadline ?? ''));
}
