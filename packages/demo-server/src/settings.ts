import { demoTenants, isMockScenario, mockScenarios, type MockScenario, type MockSettings } from '@study-portal/api/mocks';

export type DemoTheme = MockSettings['theme'];

export const knownTenantIds = (): string[] => Object.keys(demoTenants);

export const isKnownTenant = (tenantId: string): boolean => Object.hasOwn(demoTenants, tenantId);

/** `001.001.100 (干部网络学院), …`: for error messages and the start-up banner. */
export const describeTenants = (): string =>
  Object.entries(demoTenants)
    .map(([id, tenant]) => `${id} (${tenant.title})`)
    .join(', ');

/** `demo (clean demo data), hostile (…)`: for error messages. */
export const describeScenarios = (): string =>
  Object.entries(mockScenarios)
    .map(([name, meaning]) => `${name} (${meaning})`)
    .join(', ');

/** The tenant, theme and scenario the demo backend starts with, from DEMO_TENANT, DEMO_THEME and DEMO_SCENARIO. */
export function demoSettingsFromEnv(env: Record<string, string | undefined>): { tenantId: string; theme: DemoTheme; scenario: MockScenario } {
  const tenantId = env.DEMO_TENANT ?? '001.001.100';
  if (!isKnownTenant(tenantId)) {
    throw new Error(`Unknown DEMO_TENANT "${tenantId}". Known tenants: ${describeTenants()}.`);
  }
  // A mistyped scenario must not quietly serve the other data set to whoever reviews the demo.
  const scenario = env.DEMO_SCENARIO ?? 'demo';
  if (!isMockScenario(scenario)) {
    throw new Error(`Unknown DEMO_SCENARIO "${scenario}". Known scenarios: ${describeScenarios()}.`);
  }
  return { tenantId, theme: env.DEMO_THEME === 'blue' ? 'blue' : 'red', scenario };
}
