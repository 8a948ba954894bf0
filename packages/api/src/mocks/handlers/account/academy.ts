import { HttpResponse } from 'msw';
import { academyPaths } from '../../../contract/account/academy';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { readBody } from '../../core/request';
import { academyNotOpenedMessage, demoAcademyLinks } from '../../fixtures/account/academy';
import { sessionOf, signedOut, userMismatchMessage } from './state';

/**
 * The academy answers in `code`, beside a `success` the client ignores for this path; a
 * refusal comes with `success: false` to prove the client reads `code`, not `success`.
 */
export const academyHandlers = (db: MockDb) => [
  contractHttp.post(academyPaths.userQuery, async ({ request }) => {
    const session = sessionOf(db, request);
    if (!session) return signedOut();
    const body = await readBody(request);
    if (body.idCardHash !== session.account.user.idCardHash) {
      return HttpResponse.json({ success: false, code: 'false', message: userMismatchMessage });
    }
    const celaUrl = demoAcademyLinks[session.account.username];
    return celaUrl
      ? HttpResponse.json({ success: true, code: 'true', message: '', celaUrl })
      : HttpResponse.json({ success: false, code: 'false', message: academyNotOpenedMessage });
  }),
];
