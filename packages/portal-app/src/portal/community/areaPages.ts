import type { PageNavItem } from '../../components/PageNav';

// Each part of the area (the two honour lists, the discussion's pages, the task pages) links
// its pages to one another.

export const honourNav: readonly PageNavItem[] = [
  { to: '/peoplelists', label: '学习先锋' },
  { to: '/branchlists', label: '学习型党支部' },
];

export const discussionNav: readonly PageNavItem[] = [
  { to: '/currentcomment', label: '本期研讨' },
  { to: '/comment/postLists', label: '研讨交流' },
];

export const taskNav: readonly PageNavItem[] = [
  { to: '/currenttask', label: '本期任务' },
  { to: '/task/taskLists', label: '全部任务' },
];
