// @vitest-environment node
import { demoAccounts, defaultMockSettings } from '@study-portal/api/mocks';
import { describe, expect, it } from 'vitest';
import { demoSettingsFromEnv } from './settings';
import { displayWidth, formatTable, startupBanner } from './startupBanner';

describe('demoSettingsFromEnv', () => {
  it('plays the default tenant in red with the clean demo data unless told otherwise', () => {
    expect(demoSettingsFromEnv({})).toEqual({ tenantId: '001.001.100', theme: 'red', scenario: 'demo' });
    expect(demoSettingsFromEnv({ DEMO_TENANT: '001.001.065', DEMO_THEME: 'blue', DEMO_SCENARIO: 'hostile' })).toEqual({ tenantId: '001.001.065', theme: 'blue', scenario: 'hostile' });
    expect(demoSettingsFromEnv({ DEMO_THEME: 'green' }).theme).toBe('red');
  });

  it('refuses an unknown scenario, naming the known ones', () => {
    expect(() => demoSettingsFromEnv({ DEMO_SCENARIO: 'Hostile' })).toThrow(/Unknown DEMO_SCENARIO "Hostile"\. Known scenarios: demo \(clean demo data\), hostile \(/);
    expect(() => demoSettingsFromEnv({ DEMO_SCENARIO: '' })).toThrow(/Unknown DEMO_SCENARIO ""/);
    expect(() => demoSettingsFromEnv({ DEMO_SCENARIO: 'toString' })).toThrow(/Unknown DEMO_SCENARIO/);
  });

  it('refuses an unknown tenant, naming the known ones', () => {
    expect(() => demoSettingsFromEnv({ DEMO_TENANT: '002' })).toThrow(
      /Unknown DEMO_TENANT "002"\. Known tenants: 001\.001\.100 \(干部网络学院\), 001\.001\.065 .*001\.001\.043 .*001\.001 /,
    );
    expect(() => demoSettingsFromEnv({ DEMO_TENANT: 'toString' })).toThrow(/Unknown DEMO_TENANT/);
  });
});

describe('startupBanner', () => {
  it('prints the address, every demo account with its purpose and password, the tenant, theme, scenario and control API', () => {
    const text = startupBanner({ origin: 'http://127.0.0.1:4173', accounts: demoAccounts, settings: { ...defaultMockSettings, theme: 'blue' } });
    expect(text).toContain('http://127.0.0.1:4173/index');
    for (const account of demoAccounts) {
      expect(text).toMatch(new RegExp(`^  ${account.username} +${account.purpose.replace(/[()（）]/g, '.')} +${account.password}$`, 'm'));
    }
    expect(text).toContain('Tenant: 001.001.100 (干部网络学院), theme: blue');
    expect(text).toContain('Scenario: demo (clean demo data)');
    expect(startupBanner({ origin: 'http://127.0.0.1:4173', accounts: demoAccounts, settings: { ...defaultMockSettings, scenario: 'hostile' } })).toMatch(/^Scenario: hostile \(.*hostile and stress records/m);
    expect(text).toContain('http://127.0.0.1:4173/__demo/');
  });

  it('aligns the password column by display width, Chinese characters counting two', () => {
    const lines = formatTable([
      ['a', '学员', 'x'],
      ['bb', 'ab', 'y'],
    ]).split('\n');
    expect(lines.map((line) => displayWidth(line.slice(0, -1)))).toEqual([12, 12]);
  });

  it('says only where API calls go when a real backend answers them', () => {
    const text = startupBanner({ origin: 'http://127.0.0.1:4173', backendUrl: new URL('https://academy.example.cn'), accounts: demoAccounts, settings: defaultMockSettings });
    expect(text).toBe('Study Portal is running at http://127.0.0.1:4173/index (API passed through to https://academy.example.cn)');
  });
});
