import type { UserInfo } from '@study-portal/api';
import type { PasswordChangeRule } from '../../tenants/profiles';

export const postLoginMessages = {
  /** docs/product/session.md#missing-trainee-record: the dialog for a user without a trainee record. */
  traineeMissingTitle: '提醒',
  traineeMissing: '未查询到您的学员信息，请联系本单位后台管理员。',
  confirm: '确定',
  /** docs/product/session.md#password-reminder: the reminder's words. */
  passwordReminder: '为了您的账户安全，建议您定期更换密码。',
  forcedPasswordTitle: '请修改密码',
  forcedPasswordIntro: '您的密码需要修改，修改完成后请重新登录。',
} as const;

/** The password tab of the study centre (docs/product/session.md#password-reminder). */
export const passwordTabAddress = '/personalCenter?acativeId=8';

/** The page-session flag that says the password reminder was already given (docs/product/session.md#password-reminder). */
export const passwordRemindedKey = 'passwordReminded';

/** Whether the reminder was given in this page session. */
export function passwordReminded(): boolean {
  try {
    return window.sessionStorage.getItem(passwordRemindedKey) === '1';
  } catch {
    return false;
  }
}

export type PostLoginCheck = 'none' | 'traineeMissing' | 'passwordReminder' | 'forcedPassword';

/**
 * The post-login checks (docs/product/session.md#post-login-checks), in order: a user without a trainee record can go no further; then a password that
 * must change, by the tenant's rule — the reminder only once per page session.
 */
export function postLoginCheck(
  user: Pick<UserInfo, 'traineeId' | 'needUpdatePwd'>,
  rule: PasswordChangeRule,
  reminded: boolean,
): PostLoginCheck {
  if (!user.traineeId) return 'traineeMissing';
  if (!user.needUpdatePwd) return 'none';
  if (rule === 'forced') return 'forcedPassword';
  return reminded ? 'none' : 'passwordReminder';
}
