import { http, HttpResponse } from 'msw';
import { identityHeaderNames } from '../../../client/createApiClient';
import { administratorPaths } from '../../../contract/administratorPaths';
import type { MockDb } from '../../core/mockDb';
import { callPath } from '../../core/request';
import { sessionOf, sessionUser, signedOut } from './state';

/** The gateway's words when the admin site's caller may not have its data (docs/product/admin.md#admin-guard-screens). */
export const adminSiteMessages = {
  notAdministrator: '您不是管理员，无权登录',
  verificationOwed: '您需要进行手机号验证',
} as const;

// What the admin site asks before it lets anyone in: who is signed in, the configuration, the
// verification itself and signing out. Everything else it asks is administrators' data.
const openBeforeVerification = [/^api\/user\//, /^api\/sso\//, /^api\/webmember\/getValidateCode$/, /^api\/portal\/(config|app\/init)$/, /^logout$/];

/**
 * The gateway's own check, whatever the pages decide: a session without `manage`, or one whose
 * UKEY or SMS verification is still owed in this session (docs/product/admin.md#extra-verification),
 * gets 403 and nothing else, on every call of the admin site and on the administrators' calls
 * (`administratorPaths`) however they come, with the site's header or without. A page that
 * forgot its gate still shows no data, and a caller that drops the header gains nothing.
 */
export function adminSiteGate(db: MockDb) {
  return http.all(/\/(pcApi|apiLive)\//, ({ request }) => {
    const path = callPath(request);
    const administratorCall = administratorPaths.includes(path);
    if (!administratorCall && request.headers.get(identityHeaderNames.site) !== 'admin') return undefined;
    if (!administratorCall && openBeforeVerification.some((open) => open.test(path))) return undefined;
    const session = sessionOf(db, request);
    if (!session) return signedOut();
    const user = sessionUser(db, session.account, session.token);
    const refusal = !user.manage ? adminSiteMessages.notAdministrator : user.check ? adminSiteMessages.verificationOwed : undefined;
    if (!refusal) return undefined;
    // Printed like every refusal of the gateway, so whoever runs the demo sees why.
    console.warn(`[demo gateway] 403 ${path}: ${refusal} (header ${identityHeaderNames.site}: ${request.headers.get(identityHeaderNames.site) ?? 'none'})`);
    return HttpResponse.json({ success: false, message: refusal }, { status: 403 });
  });
}
