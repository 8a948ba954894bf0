import type { MyTbtpClass } from '@study-portal/api';

/** Where the learner stands in a class: the class's own progress figure, else hours against the requirement. */
export function classProgress(item: Pick<MyTbtpClass, 'progress' | 'studiedHours' | 'requiredHours'>): number {
  if (typeof item.progress === 'number') return Math.max(0, Math.min(100, Math.round(item.progress)));
  const required = item.requiredHours ?? 0;
  return required > 0 ? Math.min(100, Math.round(((item.studiedHours ?? 0) / required) * 100)) : 0;
}
