import type { UserInfo } from '@study-portal/api';

/** The admin site's address (served beside the portal). */
export const adminSitePath = '/admin/';

export const adminEntryMessages = {
  notAdmin: '您不是管理员，无权登录',
  verifyPhone: '您需要进行手机号验证',
} as const;

export type AdminEntry =
  | { kind: 'login' }
  | { kind: 'open'; url: string }
  | { kind: 'refuse'; message: string }
  /** Extra verification first (docs/product/admin.md#extra-verification): the UKEY PIN, or the phone with its message. */
  | { kind: 'verify'; method: 'ukey' | 'sms'; message: string; url: string };

/** What the toolbar's admin login does for this user (docs/product/admin.md#admin-entry, docs/product/platform.md#roles-and-permissions). */
export function adminEntry(user: Pick<UserInfo, 'manage' | 'check' | 'needUkey' | 'loginBy'> | undefined, token: string): AdminEntry {
  if (!user) return { kind: 'login' };
  const url = user.loginBy === 'token' && token ? `${adminSitePath}?token=${encodeURIComponent(token)}` : adminSitePath;
  if (user.check) return { kind: 'verify', method: user.needUkey ? 'ukey' : 'sms', message: adminEntryMessages.verifyPhone, url };
  if (!user.manage) return { kind: 'refuse', message: adminEntryMessages.notAdmin };
  return { kind: 'open', url };
}
