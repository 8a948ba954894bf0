import type { TenantAppearance, ThemeName } from '@study-portal/ui';

/** What the toolbar's tenant switch applies to a story: a theme and the tenant's runtime values. */
export interface StoryTenant {
  title: string;
  theme: ThemeName;
  appearance: TenantAppearance;
}

// The demo academy plus a tenant with its own focus colour, so designers see runtime values at work.
export const storyTenants: Record<string, StoryTenant> = {
  demo: { title: '演示学院（默认）', theme: 'red', appearance: {} },
  branded: { title: '自定义焦点色的租户', theme: 'red', appearance: { focusColor: '#006d3b' } },
};
