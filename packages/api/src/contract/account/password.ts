import type { ApiClient } from '../../client/createApiClient';
import { encryptPasswordFields } from '../../rules/encryptPassword';
import { passwordKeyMessages, readPasswordPublicKey, type PasswordKeyProblem } from '../../rules/passwordKey';
import { useApiWrite } from '../swr';
import { ReplyMessageSchema, readReplyBody } from './replyBody';
import { userInfoPaths } from './userInfo';

export const passwordPaths = { modify: 'api/webmember/userPwdModify' } as const;

/** The password-change form as the learner fills it in (docs/product/session.md#password-change), in clear. */
export interface PasswordChangeForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** The image captcha's answer and the token it was issued with. */
  verificationCode: string;
  verificationCodeToken: string;
  /** The user's idCardHash; the wire name is `idcardHash`, lower-case c [F]. */
  idcardHash: string;
}

export interface PasswordChangeOptions {
  /** The backend's RSA public key, PEM or bare base64 (`PortalClients.passwordPublicKey`). */
  publicKey?: string;
  /** Set when the configured key could not be read (`PortalClients.passwordPublicKeyProblem`). */
  keyProblem?: string;
}

/**
 * A password form that cannot encrypt: no key configured, or one that could not be read. Its
 * message is for the learner; the maintainer's reason went to the console at start-up.
 */
export class PasswordKeyError extends Error {
  readonly problem: PasswordKeyProblem;

  constructor(problem: PasswordKeyProblem) {
    super(passwordKeyMessages[problem]);
    this.name = 'PasswordKeyError';
    this.problem = problem;
  }
}

export const isPasswordKeyError = (error: unknown): error is PasswordKeyError => error instanceof PasswordKeyError;

/**
 * POST api/webmember/userPwdModify (JSON [A]): the three password fields RSA-encrypted
 * (docs/product/session.md#validation-rules), the captcha and the idcardHash in clear. Resolves with the server's message; a
 * refusal (原密码错误, 验证码错误, the policy message) rejects as a `business` ApiError carrying
 * it. The captcha is spent either way, so the form fetches a new one after every attempt.
 */
export async function changePassword(client: ApiClient, form: PasswordChangeForm, options: PasswordChangeOptions = {}): Promise<string> {
  const { oldPassword, newPassword, confirmPassword, verificationCode, verificationCodeToken, idcardHash } = form;
  if (options.keyProblem) throw new PasswordKeyError('invalid');
  if (!options.publicKey) throw new PasswordKeyError('missing');
  const key = readPasswordPublicKey(options.publicKey);
  if ('problem' in key) throw new PasswordKeyError('invalid');
  const encrypted = await encryptPasswordFields({ oldPassword, newPassword, confirmPassword }, key.pem);
  const reply = await client.post(passwordPaths.modify, { ...encrypted, verificationCode, verificationCodeToken, idcardHash });
  return readReplyBody(reply, ReplyMessageSchema, passwordPaths.modify).message;
}

/** A password change also clears `needUpdatePwd`, so the user info is read again. */
export const useChangePassword = () =>
  useApiWrite(
    ({ pc, passwordPublicKey, passwordPublicKeyProblem }, form: PasswordChangeForm) =>
      changePassword(pc, form, { ...(passwordPublicKey ? { publicKey: passwordPublicKey } : {}), ...(passwordPublicKeyProblem ? { keyProblem: passwordPublicKeyProblem } : {}) }),
    [userInfoPaths.info],
  );
