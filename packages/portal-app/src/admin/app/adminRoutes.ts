import type { AdminRoute } from '../access/adminRoute';

/** Present for every administrator, whatever the roles (docs/product/admin.md#route-permissions). */
export const constantRoutes: readonly AdminRoute[] = [
  { path: 'dashboard', meta: { title: '首页' }, load: async () => (await import('../dashboard')).DashboardScreen },
];

/**
 * Filtered by the user's roles (docs/product/admin.md#route-permissions). None names roles today: every administrator manages
 * classes, notices and suggestions; a deployment limits one by adding `roles` to its meta.
 */
export const asyncRoutes: readonly AdminRoute[] = [
  { path: 'classes', meta: { title: '专题班管理' }, load: async () => (await import('../classes')).ClassesScreen },
  { path: 'notices', meta: { title: '通知公告' }, load: async () => (await import('../notices')).NoticesScreen },
  { path: 'suggestions', meta: { title: '学员建议' }, load: async () => (await import('../suggestions')).SuggestionsScreen },
];
