import { hasPortalRole, type UserInfo } from '@study-portal/api';

/** Pages anyone may open (docs/product/routes.md#pages-open-without-sign-in); their sub-pages too. */
export const exemptPaths = ['/index', '/share', '/404', '/public', '/operateGuide'] as const;

/** The guard's texts (docs/product/session.md#route-guard). */
export const accessMessages = {
  /** [A] docs/product/session.md#route-guard pairs this "error" with the session check; we show it for an empty role list. */
  noRoles: '没有权限访问此系统!',
  wrongState: '当前用户登录状态不正确',
} as const;

export const isExemptPath = (pathname: string): boolean =>
  exemptPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** Whether a matched route chain is flagged open (`handle: { open: true }`, docs/product/routes.md#open-pages). */
export const isOpenRoute = (matches: ReadonlyArray<{ handle?: unknown }>): boolean =>
  matches.some((match) => (match.handle as { open?: boolean } | undefined)?.open === true);

export type UserState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; user: Pick<UserInfo, 'id' | 'roles' | 'roleList'> };

export interface AccessRequest {
  pathname: string;
  /** The route is flagged open (docs/product/routes.md#open-pages). */
  open?: boolean;
  token: string;
  user: UserState;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'login' }
  /** Warn, go to /public; with `thenLogin`, go on to the login address. */
  | { kind: 'public'; message: string; thenLogin: boolean };

/**
 * The route guard (docs/product/session.md#route-guard; docs/product/routes.md#the-route-guard). Roles are checked for every user, stored or fetched:
 * a user kept in session storage must not skip the check (a hidden menu item is not
 * authorisation).
 */
export function decideAccess({ pathname, open = false, token, user }: AccessRequest): AccessDecision {
  if (open || isExemptPath(pathname)) return { kind: 'allow' };
  if (!token) return { kind: 'login' };
  if (user.status === 'loading') return { kind: 'wait' };
  if (user.status === 'failed') return { kind: 'login' };
  const { roles, roleList } = user.user;
  if (roles.length === 0 && roleList.length === 0) return { kind: 'public', message: accessMessages.noRoles, thenLogin: false };
  if (!hasPortalRole(user.user)) return { kind: 'public', message: accessMessages.wrongState, thenLogin: true };
  return { kind: 'allow' };
}
