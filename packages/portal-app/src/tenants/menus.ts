import type { TopMenuEntry } from '@study-portal/ui';

/**
 * [A] The digital library of the blue-theme menu (docs/product/frame.md#the-blue-themes-menu) is an external
 * site whose address we do not know; a deployment replaces this address here.
 */
export const digitalLibraryUrl = 'https://www.nlc.cn/';

/**
 * The top menu entries the portal knows (docs/product/frame.md#the-top-menu), by id. Tenants pick and order them in
 * their profile; a new tenant is a new profile, not new code. Addresses are the history-routed
 * forms of the legacy `/content#/...` links, which start-up rewrites to these.
 */
export const menuEntries = {
  home: { kind: 'link', id: 'home', label: '首页', href: '/index' },
  courses: { kind: 'link', id: 'courses', label: '课程推荐', href: '/commendIndex' },
  topics: { kind: 'link', id: 'topics', label: '专题推荐', href: '/subjectList' },
  classes: { kind: 'link', id: 'classes', label: '网上专题班', href: '/projectIndex' },
  columns: { kind: 'link', id: 'columns', label: '栏目推荐', href: '/specialReList' },
  studyCentre: { kind: 'link', id: 'studyCentre', label: '学习中心', href: '/personalCenter' },
  literacy: { kind: 'link', id: 'literacy', label: '综合素养课程', href: '/multipleIndex' },
  literaryArts: { kind: 'link', id: 'literaryArts', label: '文艺专业课程', href: '/literaryIndex' },
  digitalLibrary: { kind: 'link', id: 'digitalLibrary', label: '数字图书馆', href: digitalLibraryUrl, external: true },
  // A button, not a route: it asks the server for a sign-in link first (docs/product/session.md#external-academy).
  academy: { kind: 'button', id: 'academy', label: '中国干部网络学院' },
} as const satisfies Record<string, TopMenuEntry>;

export type MenuEntryId = keyof typeof menuEntries;

/** The menu variants (docs/product/frame.md#tenant-variants), by name. */
export const menuVariants = {
  /** The default order. */
  default: ['home', 'courses', 'topics', 'classes', 'columns', 'studyCentre'],
  /** Online special-topic classes second. */
  classesSecond: ['home', 'classes', 'courses', 'topics', 'columns', 'studyCentre'],
  /** Without online special-topic classes and column recommendations. */
  withoutClassesAndColumns: ['home', 'courses', 'topics', 'studyCentre'],
  /** The blue theme's own menu. */
  blue: ['home', 'studyCentre', 'classes', 'literacy', 'literaryArts', 'digitalLibrary'],
} as const satisfies Record<string, readonly MenuEntryId[]>;

export type MenuVariant = keyof typeof menuVariants;

/** The default order (docs/product/frame.md#default-order). */
export const defaultMenu: readonly MenuEntryId[] = menuVariants.default;

export const resolveMenu = (ids: readonly MenuEntryId[]): TopMenuEntry[] => ids.map((id) => menuEntries[id]);

/**
 * The pages that belong to a menu entry besides its own address (docs/product/frame.md#following-an-entry): a course detail
 * is still under 课程推荐, a class's members under 网上专题班. Address prefixes, matched
 * case-insensitively as the router matches.
 */
export const menuSections: Partial<Record<MenuEntryId, readonly string[]>> = {
  courses: ['/commend', '/coursedetail', '/coursetextdetail', '/discussRoom', '/subcourse', '/imagetext', '/masterLectureHall'],
  topics: ['/subjectDetail'],
  classes: ['/project', '/classNotice', '/classList', '/projectStartExam', '/projectReviewQuest'],
  columns: ['/specialReDetails', '/specialReTextDetails'],
  studyCentre: ['/personalYearStuday', '/messageCenter', '/learningFiles'],
  literacy: ['/multiple'],
  literaryArts: ['/literary'],
};

const isUnder = (pathname: string, address: string) => pathname === address || pathname.startsWith(`${address}/`);

/**
 * The entry whose page the path is on: its own address or one of its section's pages, by the
 * longest matching address.
 */
export function activeMenuEntryId(entries: readonly TopMenuEntry[], pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  const matches = entries.flatMap((entry) => {
    if (entry.kind !== 'link' || entry.external) return [];
    const own = isUnder(path, entry.href.toLowerCase()) ? [{ id: entry.id, length: entry.href.length }] : [];
    const section = (menuSections[entry.id as MenuEntryId] ?? [])
      .filter((prefix) => path.startsWith(prefix.toLowerCase()))
      .map((prefix) => ({ id: entry.id, length: prefix.length }));
    return [...own, ...section];
  });
  return matches.sort((a, b) => b.length - a.length)[0]?.id;
}

/**
 * Whether the page shown is the entry's own page (its address, with no other query), the only
 * case in which following the entry does nothing (docs/product/frame.md#following-an-entry): from a page below it, or from its
 * list filtered or paged, the entry leads back to its page.
 */
export function showsEntryPage(href: string, location: { pathname: string; search: string }): boolean {
  const own = new URL(href, 'http://portal.local');
  return own.pathname.toLowerCase() === location.pathname.toLowerCase() && own.search === location.search;
}
