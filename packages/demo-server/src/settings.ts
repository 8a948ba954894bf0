import { demoTenants, type MockSettings } from '@study-portal/api/mocks';

export type DemoTheme = MockSettings['theme'];

export const knownTenantIds = (): string[] => Object.keys(demoTenants);

export const isKnownTenant = (tenantId: string): boolean => Object.hasOwn(demoTenants, tenantId);

/** `001.001.100 (干部网络学院), …`: for error messages and the start-up banner. */
export const describeTenants = (): string =>
  Object.entries(demoTenants)
    .map(([id, tenant]) => `${id} (${tenant.title})`)
    .join(', ');

/** The tenant and theme the demo backend starts with, from DEMO_TENANT and DEMO_THEME. */
export function demoSettingsFromEnv(env: Record<string, string | undefined>): { tenantId: string; theme: DemoTheme } {
  const tenantId = env.DEMO_TENANT ?? '001.001.100';
  if (!isKnownTenant(tenantId)) {
    throw new Error(`Unknown DEMO_TENANT "${tenantId}". Known tenants: ${describeTenants()}.`);
  }
  return { tenantId, theme: env.DEMO_THEME === 'blue' ? 'blue' : 'red' };
}
