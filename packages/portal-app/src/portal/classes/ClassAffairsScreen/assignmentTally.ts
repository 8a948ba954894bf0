import type { TbtpAssignment } from '@study-portal/api';
import type { TagTone } from '@study-portal/ui';
import { assignmentStatus } from '../assignmentStatus';

/** How many assignments stand where: 待提交, 已逾期, 已提交 (the kinds there are, in that order). */
export function assignmentTally(assignments: readonly TbtpAssignment[]): Array<{ label: string; tone: TagTone; count: number }> {
  const order: Array<TbtpAssignment['status']> = ['pending', 'overdue', 'submitted'];
  return order
    .map((status) => ({ ...assignmentStatus(status), count: assignments.filter((item) => item.status === status).length }))
    .filter((line) => line.count > 0);
}
