import type { ApiClient } from '../../client/createApiClient';
import { isApiError } from '../../client/ApiError';
import { readData, v } from '../schema';
import { ReplyMessageSchema, readReplyBody } from './replyBody';

/**
 * The server's side of the admin UKEY login (docs/product/admin.md#ukey-login): a one-time challenge, then the
 * signed proof. [A] The challenge's shape is not shown: `data: { challenge }` is ours.
 */
export const ukeyPaths = {
  challenge: 'api/sso/ukey/query/sign',
  login: 'api/sso/ukey/login',
} as const;

export const UkeyChallengeSchema = v.looseObject({ challenge: v.pipe(v.string(), v.minLength(1)) });

/** What the browser proves (docs/product/admin.md#ukey-login): the idCardHash signed with the key's certificate. */
export interface UkeyLoginProof {
  /** The idCardHash, which is also exactly what was signed [F: "text"]. */
  text: string;
  signData: string;
  certificate: string;
}

/** POST api/sso/ukey/query/sign: a fresh challenge for this session. */
export async function fetchUkeyChallenge(client: ApiClient): Promise<string> {
  return readData(await client.post(ukeyPaths.challenge), UkeyChallengeSchema, ukeyPaths.challenge).challenge;
}

/**
 * POST api/sso/ukey/login: the server verifies the proof. Resolves true when it accepts and
 * false when it refuses (the login then says 证书验证失败！！); other failures reject.
 */
export async function ukeyLogin(client: ApiClient, proof: UkeyLoginProof): Promise<boolean> {
  try {
    // The login says 证书验证失败！！ itself; a failure that ends the session still ends it.
    readReplyBody(await client.post(ukeyPaths.login, proof, { ownMessage: true }), ReplyMessageSchema, ukeyPaths.login);
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind === 'business') return false;
    throw error;
  }
}
