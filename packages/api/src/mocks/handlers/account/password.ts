import { JSEncrypt } from 'jsencrypt';
import { passwordPaths } from '../../../contract/account/password';
import { validateConfirmPassword, validateNewPassword, validateOldPassword } from '../../../rules/validation';
import { consumeCaptcha } from '../../core/captcha';
import { contractHttp } from '../../core/contractHttp';
import type { MockDb } from '../../core/mockDb';
import { passwordsOf } from '../../core/passwords';
import { readBody } from '../../core/request';
import { refuse } from '../../envelope';
import { demoBackendPrivateKey } from '../../fixtures/account/demoBackendKey';
import { done, sessionOf, signedOut, userMismatchMessage, userOverridesOf } from './state';

export const passwordMessages = {
  wrongOldPassword: '原密码错误',
  undecryptable: '密码解密失败，请刷新页面后重试',
  sameAsOld: '新密码不能与原密码相同',
  changed: '修改成功',
} as const;

let backendKey: JSEncrypt | undefined;

/** Decrypts a field the way the real backend would; undefined when it is not our cipher text. */
export function decryptPasswordField(cipher: unknown): string | undefined {
  if (typeof cipher !== 'string' || cipher === '') return undefined;
  if (!backendKey) {
    backendKey = new JSEncrypt();
    backendKey.setPrivateKey(demoBackendPrivateKey);
  }
  const plain = backendKey.decrypt(cipher);
  return plain === false || plain === null ? undefined : plain;
}

export const passwordHandlers = (db: MockDb) => [
  contractHttp.post(passwordPaths.modify, async ({ request }) => {
    const session = sessionOf(db, request);
    if (!session) return signedOut();
    const { account } = session;
    const body = await readBody(request);
    if (body.idcardHash !== account.user.idCardHash) return refuse(userMismatchMessage);
    const captchaProblem = consumeCaptcha(db, body.verificationCodeToken, body.verificationCode);
    if (captchaProblem) return refuse(captchaProblem);

    const [oldPassword, newPassword, confirmPassword] = [body.oldPassword, body.newPassword, body.confirmPassword].map(decryptPasswordField);
    if (oldPassword === undefined || newPassword === undefined || confirmPassword === undefined) return refuse(passwordMessages.undecryptable);
    const passwords = passwordsOf(db);
    const problem =
      validateOldPassword(oldPassword) ??
      (passwords.get(account.username) === oldPassword ? undefined : passwordMessages.wrongOldPassword) ??
      validateNewPassword(newPassword) ??
      validateConfirmPassword(confirmPassword, newPassword) ??
      (newPassword === oldPassword ? passwordMessages.sameAsOld : undefined);
    if (problem) return refuse(problem);

    passwords.set(account.username, newPassword);
    // A changed password answers the reminder to change it.
    const overrides = userOverridesOf(db);
    overrides.set(account.username, { ...overrides.get(account.username), needUpdatePwd: false });
    return done(passwordMessages.changed);
  }),
];
