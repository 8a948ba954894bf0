import type { ComponentType } from 'react';
import type { AccessRoute } from '../access/routeMeta';

/** Where the demo server (and any deployment) serves the admin site. */
export const adminBasename = '/admin';

/** The route that `/admin/` opens and the breadcrumb starts from. */
export const adminHomePath = '/dashboard';

/** A route of the admin site: access data plus the screen, loaded in a chunk of its own. */
export interface AdminRoute extends AccessRoute {
  load?: () => Promise<ComponentType>;
  children?: readonly AdminRoute[];
}

/** Present for every administrator, whatever the roles (docs/product/admin.md#route-permissions). */
export const constantRoutes: readonly AdminRoute[] = [
  { path: 'dashboard', meta: { title: '首页' }, load: async () => (await import('../screens/dashboard')).DashboardScreen },
];

/**
 * Filtered by the user's roles (docs/product/admin.md#route-permissions). None names roles today: every administrator manages
 * classes, notices and suggestions; a deployment limits one by adding `roles` to its meta.
 */
export const asyncRoutes: readonly AdminRoute[] = [
  { path: 'classes', meta: { title: '专题班管理' }, load: async () => (await import('../screens/classes')).ClassesScreen },
  { path: 'notices', meta: { title: '通知公告' }, load: async () => (await import('../screens/notices')).NoticesScreen },
  { path: 'suggestions', meta: { title: '学员建议' }, load: async () => (await import('../screens/suggestions')).SuggestionsScreen },
];
