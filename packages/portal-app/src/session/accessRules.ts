import { hasPortalRole, type UserInfo } from '@study-portal/api';

/** Pages anyone may open (docs/product/routes.md#pages-open-without-sign-in); their sub-pages too. */
export const exemptPaths = ['/index', '/share', '/404', '/public', '/operateGuide'] as const;

/** The guard's texts (docs/product/session.md#route-guard). */
export const accessMessages = {
  /** [A] docs/product/session.md#route-guard pairs this "error" with the session check; we show it for an empty role list. */
  noRoles: '没有权限访问此系统!',
  wrongState: '当前用户登录状态不正确',
  /** [A] The user info could not be read (docs/adr/0038-start-up-failures-stay-on-the-page.md): the catalogue's reason follows. */
  unavailable: '暂时无法确认登录状态',
  /** [A] Back from the SSO and refused again: not sent round a second time. */
  signInFailed: '登录未完成',
  signInFailedDetail: '单点登录返回后，系统仍未确认您的身份。请重新登录；如果仍然不行，请联系管理员。',
  signInAgain: '重新登录',
  retry: '重试',
} as const;

export const isExemptPath = (pathname: string): boolean =>
  exemptPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** Whether a matched route chain is flagged open (`handle: { open: true }`, docs/product/routes.md#open-pages). */
export const isOpenRoute = (matches: ReadonlyArray<{ handle?: unknown }>): boolean =>
  matches.some((match) => (match.handle as { open?: boolean } | undefined)?.open === true);

export type UserState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'unavailable' }
  | { status: 'ready'; user: Pick<UserInfo, 'id' | 'roles' | 'roleList'> };

export interface AccessRequest {
  pathname: string;
  /** The route is flagged open (docs/product/routes.md#open-pages). */
  open?: boolean;
  token: string;
  user: UserState;
  /** The tab sent the browser to the SSO's sign-in and no user info has been read since. */
  signInPending?: boolean;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'login' }
  /** The user info could not be read: say so, offer another try, stay. */
  | { kind: 'unavailable' }
  /** Sent to the sign-in once already and still no session: say so rather than loop. */
  | { kind: 'signInFailed' }
  /** Warn, go to /public; with `thenLogin`, go on to the login address. */
  | { kind: 'public'; message: string; thenLogin: boolean };

/**
 * The route guard (docs/product/session.md#route-guard; docs/product/routes.md#the-route-guard). Roles are checked for every user, stored or fetched:
 * a user kept in session storage must not skip the check (a hidden menu item is not
 * authorisation).
 */
export function decideAccess({ pathname, open = false, token, user, signInPending = false }: AccessRequest): AccessDecision {
  if (open || isExemptPath(pathname)) return { kind: 'allow' };
  const toLogin: AccessDecision = signInPending ? { kind: 'signInFailed' } : { kind: 'login' };
  if (!token) return toLogin;
  if (user.status === 'loading') return { kind: 'wait' };
  if (user.status === 'unavailable') return { kind: 'unavailable' };
  if (user.status === 'failed') return toLogin;
  const { roles, roleList } = user.user;
  if (roles.length === 0 && roleList.length === 0) return { kind: 'public', message: accessMessages.noRoles, thenLogin: false };
  if (!hasPortalRole(user.user)) return { kind: 'public', message: accessMessages.wrongState, thenLogin: true };
  return { kind: 'allow' };
}
