import { ukeyPaths } from '../../../contract/account/ukey';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { readBody } from '../../core/request';
import { ok, refuse } from '../../envelope';
import { checkedSessionsOf, done, sessionOf, signedOut } from './state';

/** The proof a UKEY login sends (docs/product/admin.md#ukey-login): the idCardHash, its signature, the certificate. */
export interface MockUkeyProof {
  text: string;
  signData: string;
  certificate: string;
}

/**
 * Checks that the signature covers exactly `text` and was made with the account's certificate.
 * In the browser (Storybook) the fake backend can only check its shape; the demo server passes
 * a real check that verifies the signature against the simulator key's certificate.
 */
export type UkeyVerifier = (proof: MockUkeyProof) => boolean;

const shapeOnly: UkeyVerifier = (proof) => proof.signData.length > 0 && proof.certificate.length > 0;

/** A verifier set by a test for this db's lifetime (until reset), over the backend's own. */
const overrideOf = (db: MockDb) => db.state('account-ukey-verifier', () => ({ verify: undefined as UkeyVerifier | undefined }));

export function setUkeyVerifier(db: MockDb, verify: UkeyVerifier): void {
  overrideOf(db).verify = verify;
}

/** Challenges issued, by session token; each is good for one login attempt. */
const challengesOf = (db: MockDb) => db.state('account-ukey-challenges', () => ({ issued: new Map<string, string>(), serial: 0 }));

export const ukeyMessages = {
  notRequired: '当前账号无需UKEY登录',
  noChallenge: '请先获取签名原文',
  verifyFailed: '证书验证失败！！',
  verified: '验证成功',
} as const;

export const ukeyHandlers = (db: MockDb, verifier: UkeyVerifier = shapeOnly) => [
  contractHttp.post(ukeyPaths.challenge, ({ request }) => {
    const session = sessionOf(db, request);
    if (!session) return signedOut();
    const challenges = challengesOf(db);
    challenges.serial += 1;
    const challenge = `ukey-${session.account.username}-${challenges.serial}-${session.token.length}`;
    challenges.issued.set(session.token, challenge);
    return ok({ challenge });
  }),
  contractHttp.post(ukeyPaths.login, async ({ request }) => {
    const session = sessionOf(db, request);
    if (!session) return signedOut();
    const { account, token } = session;
    if (!account.user.needUkey) return refuse(ukeyMessages.notRequired);
    // A verification is opened by a challenge and used up by one attempt, passed or not.
    const challenges = challengesOf(db);
    if (!challenges.issued.has(token)) return refuse(ukeyMessages.noChallenge);
    challenges.issued.delete(token);
    const body = await readBody(request);
    const proof: MockUkeyProof = {
      text: typeof body.text === 'string' ? body.text : '',
      signData: typeof body.signData === 'string' ? body.signData : '',
      certificate: typeof body.certificate === 'string' ? body.certificate : '',
    };
    if (proof.text !== account.user.idCardHash || !(overrideOf(db).verify ?? verifier)(proof)) {
      return refuse(ukeyMessages.verifyFailed);
    }
    checkedSessionsOf(db).add(token);
    return done(ukeyMessages.verified);
  }),
];
