import type { ReactNode } from 'react';
import { isExternal } from '../format';

/** One route of the management shell's menu (route meta: title, icon, hidden, alwaysShow). */
export interface SidebarItem {
  /**
   * The route's address. A path without a leading slash is relative to its parent's, as in a
   * route tree; an external address (http:, https:, mailto:, tel:) opens in a new tab.
   */
  path: string;
  title: string;
  /** A small decorative picture, shown alone when the sidebar is collapsed. */
  icon?: ReactNode;
  /** Left out of the menu (detail pages, edit pages). */
  hidden?: boolean;
  /** Keeps the parent as a submenu even with a single visible child. */
  alwaysShow?: boolean;
  children?: readonly SidebarItem[];
}

/**
 * How an item appears once the menu's rules have run. `key` is its position in the route tree
 * ("2.0.1"), which stays put when hidden siblings come and go.
 */
export type SidebarEntry =
  | { kind: 'link'; key: string; item: SidebarItem; path: string; icon: ReactNode }
  | { kind: 'submenu'; key: string; item: SidebarItem; path: string; icon: ReactNode; children: SidebarEntry[] };

/** A child's full address: relative paths hang under the parent, external ones stand alone. */
export function resolvePath(basePath: string, path: string): string {
  if (isExternal(path)) return path;
  if (isExternal(basePath)) return basePath;
  if (path.startsWith('/') || basePath === '') return path;
  if (path === '') return basePath;
  return `${basePath.replace(/\/+$/, '')}/${path}`;
}

function toEntry(item: SidebarItem, key: string, basePath: string, inheritedIcon: ReactNode): SidebarEntry | null {
  if (item.hidden) return null;
  const path = resolvePath(basePath, item.path);
  const icon = item.icon ?? inheritedIcon;
  const visible = (item.children ?? []).map((child, index) => ({ child, key: `${key}.${index}` })).filter(({ child }) => !child.hidden);
  const only = visible.length === 1 ? visible[0] : undefined;
  // The single-child shortcut: a parent with one visible child is not worth a submenu.
  if (only && !item.alwaysShow) return toEntry(only.child, only.key, path, icon);
  if (visible.length === 0) return { kind: 'link', key, item, path, icon };
  const children = visible.map(({ child, key: childKey }) => toEntry(child, childKey, path, undefined)).filter((entry) => entry !== null);
  return { kind: 'submenu', key, item, path, icon, children };
}

/** The menu as shown: hidden routes dropped, single children lifted into their parent's place. */
export function buildEntries(items: readonly SidebarItem[]): SidebarEntry[] {
  return items.map((item, index) => toEntry(item, String(index), '', undefined)).filter((entry) => entry !== null);
}

/** The keys of the submenus that lead to the entry for `activePath`, outermost first; null when no entry has it. */
export function trailTo(entries: readonly SidebarEntry[], activePath: string): string[] | null {
  for (const entry of entries) {
    if (entry.kind === 'link') {
      if (entry.path === activePath) return [];
      continue;
    }
    const inner = trailTo(entry.children, activePath);
    if (inner) return [entry.key, ...inner];
  }
  return null;
}

/** Opens a submenu and closes its siblings (and their submenus): one open submenu per level. */
export const openSubmenu = (openKeys: readonly string[], key: string): string[] => [
  ...openKeys.filter((open) => key.startsWith(`${open}.`)),
  key,
];

/** Closes a submenu together with the submenus inside it. */
export const closeSubmenu = (openKeys: readonly string[], key: string): string[] =>
  openKeys.filter((open) => open !== key && !open.startsWith(`${key}.`));
