import { describe, expect, it } from 'vitest';
import { useContractBackend } from '../../testing/contractServer';
import { fetchMobileApp } from './appInit';

describe('app init contract', () => {
  const backend = useContractBackend();

  it('returns the app versions and the server clock, signed in or not', async () => {
    const init = await fetchMobileApp(backend.clients.pc);
    expect(init.appVersionList.map((version) => version.type_dict)).toEqual(['Android', 'iOS']);
    for (const version of init.appVersionList) expect(version.qrCodeUrl).not.toBe('');
    expect(init.serverTime).toMatch(/^2026-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('passes on a server failure', async () => {
    backend.db.faults.push({ path: 'api/portal/app/init', status: 502 });
    await expect(fetchMobileApp(backend.clients.pc)).rejects.toMatchObject({ kind: 'http', status: 502 });
  });
});
