import type { MyTbtpClass, MyTbtpStatus } from '@study-portal/api';
import type { TagTone } from '@study-portal/ui';

export const myClassTabs: ReadonlyArray<{ value: MyTbtpStatus | 'all'; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'ongoing', label: '进行中' },
  { value: 'ended', label: '已结束' },
];

/** The list the address asks for (`?status=`), all classes otherwise. */
export function readStatus(params: URLSearchParams): MyTbtpStatus | 'all' {
  const wanted = params.get('status');
  return wanted === 'ongoing' || wanted === 'ended' ? wanted : 'all';
}

/** Where the learner stands in a class: completed (结业) first, then whether the class is still running. */
export function myClassStanding(item: Pick<MyTbtpClass, 'graduated' | 'ended'>): { label: string; tone: TagTone } {
  if (item.graduated) return { label: '已结业', tone: 'success' };
  if (item.ended) return { label: '未结业', tone: 'default' };
  return { label: '学习中', tone: 'primary' };
}
