import type { TenantAppearance, ThemeName } from '@study-portal/ui';

/** What the toolbar's tenant switch applies to a story. */
export interface StoryTenant {
  title: string;
  /** The tenant's own theme; the toolbar's theme switch overrides it when chosen. */
  theme: ThemeName;
  /**
   * The tenant the fake backend serves the site configuration for; the portal picks its
   * profile (menu, hours rule, password policy) from it (packages/portal-app/src/tenants/profiles.ts).
   * Left out, the story's own backend setting stands.
   */
  tenantId?: string;
  appearance: TenantAppearance;
}

// Tenants as the portal's profiles tell them apart, so designers see each variant of a screen:
// the demo academy; a blue tenant with the blue menu, compulsory and elective hours and the
// forced password change; a red one with 网上专题班 second; one without classes and columns that
// brings its own focus colour.
export const storyTenants: Record<string, StoryTenant> = {
  demo: { title: '演示学院（红色，默认）', theme: 'red', appearance: {} },
  blueCity: { title: '示例市干部在线学习中心（蓝色，必修+选修学时）', theme: 'blue', tenantId: '001.001.065', appearance: {} },
  classesSecond: { title: '示例省党员教育网络学院（专题班居第二）', theme: 'red', tenantId: '001.001.043', appearance: {} },
  branded: {
    title: '示例省干部网络学院（无专题班与栏目，自定义焦点色）',
    theme: 'red',
    tenantId: '001.001',
    appearance: { focusColor: '#006d3b' },
  },
};
