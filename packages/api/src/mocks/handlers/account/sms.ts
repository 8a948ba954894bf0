import { smsPaths } from '../../../contract/account/sms';
import { validateImageCaptcha, validatePhone, validateSmsCode } from '../../../rules/validation';
import { consumeCaptcha } from '../../core/captcha';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { readBody } from '../../core/request';
import { refuse } from '../../envelope';
import { checkedSessionsOf, done, sessionOf, signedOut, userMismatchMessage } from './state';

export const smsMessages = {
  notSent: '请先获取短信验证码',
  wrongCode: '短信验证码错误',
  phoneMismatch: '手机号与账号绑定的手机号不一致',
  notAdministrator: '您不是管理员，无权登录',
  checked: '验证通过',
  verified: '验证成功',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const masked = (phone: string) => (phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

/** FNV-1a over the phone and the db's send counter: a different, predictable code per send. */
export function smsCodeFor(phone: string, serial: number): string {
  let hash = 0x811c9dc5;
  for (const char of `${phone}#${serial}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return String(hash % 1_000_000).padStart(6, '0');
}

/** Checks a code against the last one sent to the phone; returns the refusal, if any. */
function codeProblem(db: MockDb, phone: string, code: string): string | undefined {
  const sent = db.smsCodes.get(phone);
  if (sent === undefined) return smsMessages.notSent;
  return sent === code ? undefined : smsMessages.wrongCode;
}

export const smsHandlers = (db: MockDb) => [
  // [A] No session needed: the code only proves the phone, and the captcha guards the sending.
  contractHttp.post(smsPaths.sendCode, async ({ request }) => {
    const body = await readBody(request);
    const phone = text(body.phoneNumber);
    const problem =
      validatePhone(phone) ??
      validateImageCaptcha(text(body.verificationCode)) ??
      consumeCaptcha(db, body.verificationCodeToken, body.verificationCode);
    if (problem) return refuse(problem);
    const counter = db.state('sms-counter', () => ({ sent: 0 }));
    counter.sent += 1;
    db.smsCodes.set(phone, smsCodeFor(phone, counter.sent));
    return done(`验证码已发送至 ${masked(phone)}`);
  }),

  // Checks without using the code up, so the form can still submit it.
  contractHttp.post(smsPaths.checkCode, async ({ request }) => {
    const body = await readBody(request);
    const phone = text(body.phoneNumber);
    const code = text(body.code);
    const problem = validatePhone(phone) ?? validateSmsCode(code) ?? codeProblem(db, phone, code);
    return problem ? refuse(problem) : done(smsMessages.checked);
  }),

  // The login carries the image captcha as well (docs/product/session.md#sms-login): checked and
  // spent like any other, so each attempt needs a fresh picture.
  contractHttp.post(smsPaths.login, async ({ request }) => {
    const session = sessionOf(db, request);
    if (!session) return signedOut();
    const { account, token } = session;
    const body = await readBody(request);
    const phone = text(body.phoneNumber);
    const code = text(body.code);
    if (!account.user.manage) return refuse(smsMessages.notAdministrator);
    if (body.idCardHash !== account.user.idCardHash) return refuse(userMismatchMessage);
    const problem =
      validatePhone(phone) ??
      (phone === account.user.telephone ? undefined : smsMessages.phoneMismatch) ??
      validateImageCaptcha(text(body.verificationCode)) ??
      consumeCaptcha(db, body.verificationCodeToken, body.verificationCode) ??
      validateSmsCode(code) ??
      codeProblem(db, phone, code);
    if (problem) return refuse(problem);
    db.smsCodes.delete(phone);
    checkedSessionsOf(db).add(token);
    return done(smsMessages.verified);
  }),
];
