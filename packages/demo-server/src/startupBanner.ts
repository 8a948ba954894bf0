import { demoTenants, mockScenarios, type MockAccount, type MockSettings } from '@study-portal/api/mocks';
import { controlPrefix } from './controlApi';

// Chinese characters and full-width punctuation take two terminal columns.
const wide = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export const displayWidth = (text: string): number => [...text].reduce((width, character) => width + (wide.test(character) ? 2 : 1), 0);

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

/** Rows as aligned columns, two spaces apart, each line indented. */
export function formatTable(rows: string[][], indent = '  '): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => displayWidth(row[column] ?? ''))));
  return rows
    .map((row) => indent + row.map((cell, column) => (column === row.length - 1 ? cell : pad(cell, widths[column]!))).join('  '))
    .join('\n');
}

export interface StartupInfo {
  /** e.g. http://127.0.0.1:4173 */
  origin: string;
  /** Set when API calls go to a real backend: no demo accounts or control API then. */
  backendUrl?: URL;
  accounts: MockAccount[];
  settings: MockSettings;
}

/** What the server prints once it listens. */
export function startupBanner({ origin, backendUrl, accounts, settings }: StartupInfo): string {
  if (backendUrl) return `Study Portal is running at ${origin}/index (API passed through to ${backendUrl.origin})`;
  const title = demoTenants[settings.tenantId]?.title ?? '';
  return [
    `Study Portal is running at ${origin}/index (API answered by the demo backend)`,
    '',
    `Demo accounts (sign in at ${origin}/sso/login):`,
    formatTable([['username', 'purpose', 'password'], ...accounts.map((account) => [account.username, account.purpose, account.password])]),
    '',
    `Tenant: ${settings.tenantId} (${title}), theme: ${settings.theme}`,
    `Scenario: ${settings.scenario} (${mockScenarios[settings.scenario]})`,
    `Test-control API: ${origin}${controlPrefix} (reset, state, tenant, faults, sms, captcha, login; see packages/demo-server/README.md)`,
  ].join('\n');
}
