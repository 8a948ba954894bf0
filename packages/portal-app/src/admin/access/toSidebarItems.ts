import type { SidebarItem } from '@study-portal/ui';
import type { AccessRoute } from './routeMeta';

/**
 * The sidebar's items from permitted routes (docs/product/admin.md#sidebar): meta's title, icon, hidden and
 * alwaysShow carried over; routes without meta (technical ones) left out. Top-level paths get
 * the basename, so links work when opened in a new tab; children stay relative.
 */
export function toSidebarItems(routes: readonly AccessRoute[], basename = ''): SidebarItem[] {
  return routes.flatMap((route) => {
    if (!route.meta) return [];
    const { title, icon, hidden, alwaysShow } = route.meta;
    const path = basename === '' ? route.path : `${basename}/${route.path.replace(/^\/+/, '')}`;
    const children = route.children ? toSidebarItems(route.children) : undefined;
    return [{ path, title, ...(icon === undefined ? {} : { icon }), hidden, alwaysShow, ...(children ? { children } : {}) }];
  });
}
