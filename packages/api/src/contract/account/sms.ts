import type { ApiClient } from '../../client/createApiClient';
import { useApiWrite } from '../swr';
import { ReplyMessageSchema, readReplyBody } from './replyBody';
import { userInfoPaths } from './userInfo';

/**
 * The phone-verification calls of the admin entry (docs/product/admin.md#extra-verification, docs/product/session.md#sms-login).
 * [A] The admin SMS login's path is not shown; `api/sso/user/smsLogin` is ours. All three are
 * JSON POSTs [A].
 */
export const smsPaths = {
  sendCode: 'api/sso/user/sendSmsCode',
  checkCode: 'api/sso/user/checkUserSmsCode',
  login: 'api/sso/user/smsLogin',
} as const;

/** docs/product/session.md#sms-login: the dialog waits this long before it offers to send another code. */
export const smsResendSeconds = 60;

/** Asking for a code: the phone and the image captcha that guards the sending [F]. */
export interface SmsCodeRequest {
  phoneNumber: string;
  verificationCode: string;
  verificationCodeToken: string;
}

export interface SmsCodeCheck {
  phoneNumber: string;
  code: string;
}

/** The phone-verify form, sent whole (docs/product/session.md#sms-login; every field [F]). */
export interface PhoneVerifyForm {
  /** The SSO client id: the first role's `clientId` of the user info. */
  clientId: string;
  phoneNumber: string;
  /** The SMS code. */
  code: string;
  verificationCode: string;
  verificationCodeToken: string;
  idCardHash: string;
}

/**
 * POST api/sso/user/sendSmsCode. Resolves with the server's message; spends the captcha.
 * The phone dialog shows every refusal itself, in place (docs/product/session.md#sms-login), not as a toast too;
 * a failure that ends the session (401, 403, 409) still ends it, as on every other call.
 */
export async function sendSmsCode(client: ApiClient, request: SmsCodeRequest): Promise<string> {
  return readReplyBody(await client.post(smsPaths.sendCode, request, { ownMessage: true }), ReplyMessageSchema, smsPaths.sendCode).message;
}

/** POST api/sso/user/checkUserSmsCode: whether the code is the one last sent to the phone, without using it up [A]. */
export async function checkUserSmsCode(client: ApiClient, check: SmsCodeCheck): Promise<string> {
  return readReplyBody(await client.post(smsPaths.checkCode, check), ReplyMessageSchema, smsPaths.checkCode).message;
}

/**
 * POST api/sso/user/smsLogin: the admin's phone check. On success the session's user info
 * reports `check: false`, so the admin site may open (docs/product/admin.md#extra-verification).
 */
export async function smsLogin(client: ApiClient, form: PhoneVerifyForm): Promise<string> {
  // As sendSmsCode: the dialog shows the server's message; a session-ending failure ends the session.
  return readReplyBody(await client.post(smsPaths.login, form, { ownMessage: true }), ReplyMessageSchema, smsPaths.login).message;
}

export const useSendSmsCode = () => useApiWrite(({ pc }, request: SmsCodeRequest) => sendSmsCode(pc, request), []);

export const useCheckUserSmsCode = () => useApiWrite(({ pc }, check: SmsCodeCheck) => checkUserSmsCode(pc, check), []);

export const useSmsLogin = () => useApiWrite(({ pc }, form: PhoneVerifyForm) => smsLogin(pc, form), [userInfoPaths.info]);
