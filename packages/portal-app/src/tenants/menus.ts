import type { TopMenuEntry } from '@study-portal/ui';

/**
 * The top menu entries the portal knows (spec 2.1), by id. Tenants pick and order them in
 * their profile; a new tenant is a new profile, not new code.
 */
export const menuEntries = {
  home: { kind: 'link', id: 'home', label: '首页', href: '/index' },
  courses: { kind: 'link', id: 'courses', label: '课程推荐', href: '/commendIndex' },
  subjects: { kind: 'link', id: 'subjects', label: '专题推荐', href: '/subjectList' },
  classes: { kind: 'link', id: 'classes', label: '网上专题班', href: '/projectIndex' },
  columns: { kind: 'link', id: 'columns', label: '栏目推荐', href: '/specialReList' },
  studyCentre: { kind: 'link', id: 'studyCentre', label: '学习中心', href: '/personalCenter' },
} as const satisfies Record<string, TopMenuEntry>;

export type MenuEntryId = keyof typeof menuEntries;

/** The default order of spec 2.1. */
export const defaultMenu: readonly MenuEntryId[] = ['home', 'courses', 'subjects', 'classes', 'columns', 'studyCentre'];

export const resolveMenu = (ids: readonly MenuEntryId[]): TopMenuEntry[] => ids.map((id) => menuEntries[id]);

/** The entry whose page the path is on, by the longest matching address. */
export function activeMenuEntryId(entries: readonly TopMenuEntry[], pathname: string): string | undefined {
  const matches = entries.filter(
    (entry) => entry.kind === 'link' && (pathname === entry.href || pathname.startsWith(`${entry.href}/`)),
  );
  return matches.sort((a, b) => (b.kind === 'link' ? b.href.length : 0) - (a.kind === 'link' ? a.href.length : 0))[0]?.id;
}
