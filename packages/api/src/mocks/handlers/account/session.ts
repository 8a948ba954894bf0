import { HttpResponse } from 'msw';
import { appInitPaths } from '../../../contract/account/appInit';
import { logoutPaths } from '../../../contract/account/logout';
import { userInfoPaths } from '../../../contract/account/userInfo';
import { validatePhone } from '../../../rules/validation';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { demoServerTime } from '../../fixtures/account/appInit';
import { siteConfigOf } from '../site';
import { checkedSessionsOf, done, sessionOf, sessionUser, signedOut, userMismatchMessage, userOverridesOf } from './state';

/** User info, its update, the start-up call and logout. */
export const sessionHandlers = (db: MockDb) => [
  contractHttp.post(userInfoPaths.info, ({ request }) => {
    const session = sessionOf(db, request);
    return session ? ok(sessionUser(db, session.account, session.token)) : signedOut();
  }),

  // [A] Only the descriptive fields change; identity and permissions are the server's.
  contractHttp.post(userInfoPaths.update, async ({ request }) => {
    const session = sessionOf(db, request);
    if (!session) return signedOut();
    const body = await readBody(request);
    // The whole user object comes back (docs/product/session.md#user-info), and it must be this session's user.
    if (body.id !== session.account.user.id) return refuse(userMismatchMessage);
    const changes: { name?: string; telephone?: string } = {};
    if (typeof body.name === 'string') {
      if (body.name.trim() === '') return refuse('姓名不能为空');
      changes.name = body.name;
    }
    if (typeof body.telephone === 'string') {
      const problem = validatePhone(body.telephone);
      if (problem) return refuse(problem);
      changes.telephone = body.telephone.trim();
    }
    const overrides = userOverridesOf(db);
    overrides.set(session.account.username, { ...overrides.get(session.account.username), ...changes });
    return done('保存成功');
  }),

  contractHttp.post(appInitPaths.init, () => ok({ appVersionList: siteConfigOf(db).appVersionList, serverTime: demoServerTime })),

  // Ends the session named by FS-CK (or token); logging out twice is not an error.
  contractHttp.post(logoutPaths.logout, ({ request }) => {
    const token = request.headers.get('FS-CK') || request.headers.get('token') || '';
    db.sessions.delete(token);
    checkedSessionsOf(db).delete(token);
    return HttpResponse.json({ success: true, message: '退出成功' });
  }),
];
