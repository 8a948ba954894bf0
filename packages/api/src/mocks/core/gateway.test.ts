import { describe, expect, it, vi } from 'vitest';
import { logoutPaths } from '../../contract/account/logout';
import { userInfoPaths } from '../../contract/account/userInfo';
import { bannerPaths } from '../../contract/portal/banner';
import { siteConfigPaths } from '../../site/siteConfig';
import { useContractBackend } from '../../testing/contractServer';
import { gatewayRefusal } from './gateway';

const tenant = '001.001.100';
const good = { 'X-Requested-With': 'XMLHttpRequest', deviceId: 'pc', fingerprint: 'a1b2c3d4e5f60718', tenantId: tenant, token: 'demo-learner-1' };

/** A call of the portal as the gateway sees it, with some headers changed (undefined: left out). */
function call(path: string, changes: Record<string, string | undefined> = {}) {
  const headers = new Headers();
  for (const [name, value] of Object.entries({ ...good, ...changes })) if (value !== undefined) headers.set(name, value);
  return new Request(`http://portal.test/pcApi/${path}`, { method: 'POST', headers });
}

describe('the demo backend’s gateway', () => {
  it('lets a call with every identity header through', () => {
    expect(gatewayRefusal(call(bannerPaths.list), tenant)).toBeUndefined();
  });

  it.each([
    ['X-Requested-With missing', { 'X-Requested-With': undefined }, 'X-Requested-With'],
    ['X-Requested-With wrong', { 'X-Requested-With': 'fetch' }, 'X-Requested-With'],
    ['deviceId not pc', { deviceId: 'mobile' }, 'deviceId'],
    ['deviceId missing', { deviceId: undefined }, 'deviceId'],
    ['fingerprint empty', { fingerprint: '' }, 'fingerprint'],
    ['tenantId empty', { tenantId: '' }, 'tenantId'],
    ['tenantId of another tenant', { tenantId: '001.001.065' }, 'tenantId'],
  ])('refuses a call with %s, naming the header', (_name, changes, header) => {
    expect(gatewayRefusal(call(bannerPaths.list, changes), tenant)).toMatchObject({ status: 400, header });
  });

  it('lets the configuration come before the tenant is known, and nothing else', () => {
    expect(gatewayRefusal(call(siteConfigPaths.site, { tenantId: '' }), tenant)).toBeUndefined();
    expect(gatewayRefusal(call(siteConfigPaths.subSite, { tenantId: '' }), tenant)).toBeUndefined();
    expect(gatewayRefusal(call(userInfoPaths.info, { tenantId: '' }), tenant)).toMatchObject({ header: 'tenantId' });
  });

  it('refuses a logout whose FS-CK and token are not both the session token', () => {
    expect(gatewayRefusal(call(logoutPaths.logout, { 'FS-CK': 'demo-learner-1' }), tenant)).toBeUndefined();
    expect(gatewayRefusal(call(logoutPaths.logout, { 'FS-CK': 'demo-admin-2' }), tenant)).toMatchObject({ header: 'FS-CK' });
    expect(gatewayRefusal(call(logoutPaths.logout, { 'FS-CK': undefined }), tenant)).toMatchObject({ header: 'FS-CK' });
    expect(gatewayRefusal(call(logoutPaths.logout, { 'FS-CK': '', token: '' }), tenant)).toMatchObject({ header: 'FS-CK' });
  });

  describe('in front of the handlers', () => {
    useContractBackend();

    it('answers a refused call with 400 and its message, and says on the console which header was at fault', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const reply = await fetch('http://127.0.0.1:4173/pcApi/api/portal/banner', { method: 'POST', headers: { ...good, tenantId: '001.001.065' } });
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual({ success: false, message: '非法请求：租户标识不正确' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('header tenantId: "001.001.065"'));
      warn.mockRestore();
    });
  });
});
