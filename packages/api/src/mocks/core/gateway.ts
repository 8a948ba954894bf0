import { http, HttpResponse } from 'msw';
import { identityHeaderNames } from '../../client/createApiClient';
import { logoutPaths } from '../../contract/account/logout';
import { siteConfigPaths } from '../../site/siteConfig';
import type { MockDb } from './mockDb';
import { callPath } from './request';

/** A request the gateway refuses: the status, the message the caller gets, the header at fault. */
export interface GatewayRefusal {
  status: number;
  message: string;
  header: string;
}

// The configuration answers before the tenant is known (docs/product/session.md#route-guard): it alone may come without it.
const beforeTenant: ReadonlySet<string> = new Set(Object.values(siteConfigPaths));

const refusal = (header: string, message: string): GatewayRefusal => ({ status: 400, message, header });

/**
 * What a production gateway checks on every call of the portal (docs/product/platform.md#identity-headers): the identity
 * headers, the tenant the backend plays, and the logout's two tokens (docs/product/session.md#logout). Undefined when
 * the request may pass on to the handlers.
 */
export function gatewayRefusal(request: Request, tenantId: string): GatewayRefusal | undefined {
  const headers = request.headers;
  const path = callPath(request);
  if (headers.get(identityHeaderNames.requestedWith) !== 'XMLHttpRequest') return refusal(identityHeaderNames.requestedWith, '非法请求：缺少 X-Requested-With 请求头');
  if (headers.get(identityHeaderNames.deviceId) !== 'pc') return refusal(identityHeaderNames.deviceId, '非法请求：deviceId 应为 pc');
  if (!headers.get(identityHeaderNames.fingerprint)) return refusal(identityHeaderNames.fingerprint, '非法请求：缺少设备指纹');
  if (!beforeTenant.has(path) && headers.get(identityHeaderNames.tenantId) !== tenantId) {
    return refusal(identityHeaderNames.tenantId, '非法请求：租户标识不正确');
  }
  if (path === logoutPaths.logout) {
    const token = headers.get(identityHeaderNames.token) ?? '';
    if (!token || headers.get('FS-CK') !== token) return refusal('FS-CK', '非法请求：注销请求的会话标识不一致');
  }
  return undefined;
}

/**
 * The demo backend's gateway, in front of every handler: a refused request never reaches the
 * data, and the console says which header was at fault, so whoever runs the demo sees why.
 */
export function gatewayHandler(db: MockDb) {
  return http.all(/\/(pcApi|apiLive)\//, ({ request }) => {
    const refused = gatewayRefusal(request, db.settings.tenantId);
    if (!refused) return undefined;
    console.warn(`[demo gateway] ${refused.status} ${request.method} ${callPath(request)}: ${refused.message} (header ${refused.header}: ${JSON.stringify(request.headers.get(refused.header))})`);
    return HttpResponse.json({ success: false, message: refused.message }, { status: refused.status });
  });
}
