import { portalStorage, useSiteConfig, usePortalClients, type UserInfo } from '@study-portal/api';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { isSessionRefusal, loadUser, sessionUserKey, unavailableMessage } from './sessionUser';
import { signInAttempt } from './signInAttempt';

/** The user of the session, as far as it is known. */
export type SessionUser =
  | { status: 'visitor' }
  | { status: 'loading' }
  /** The server refused the session (docs/product/session.md#user-info). */
  | { status: 'failed' }
  /** The network or a gateway failed the read: `message` says so, `retry` asks again. */
  | { status: 'unavailable'; message: string; retry: () => void }
  | { status: 'ready'; user: UserInfo };

export interface SessionValue {
  /** The access token; empty when nobody signed in. */
  token: string;
  user: SessionUser;
  /** Goes to the SSO login address, to come back to the current page (docs/product/session.md#sso-sign-in). */
  login: () => void;
  /**
   * The logout (docs/product/session.md#logout). With `inNewWindow`, the SSO logout address opens there and this
   * window goes to /index (docs/product/session.md#missing-trainee-record).
   */
  logout: (options?: { inNewWindow?: (address: string) => void }) => Promise<void>;
  /**
   * Changes the stored user info for the rest of the page session (docs/product/admin.md#extra-verification: the phone was
   * verified; 4.9: the password reminder was given). The server's copy is not touched.
   */
  updateUser: (change: Partial<UserInfo>) => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The session of the page: its token, the user, and the ways in and out. */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}

export interface SessionProviderProps {
  children?: ReactNode;
  /** Where the browser goes for sign-in and logout; replaced in stories and tests. */
  leave?: (address: string) => void;
}

export function SessionProvider({ children, leave = (address) => window.location.assign(address) }: SessionProviderProps) {
  const clients = usePortalClients();
  const site = useSiteConfig();
  const token = portalStorage.accessToken();
  const reply = useSWR<UserInfo>(token ? sessionUserKey(token) : null, () => loadUser(clients.pc), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });

  const { data, error, mutate } = reply;
  const user = useMemo<SessionUser>(() => {
    if (!token) return { status: 'visitor' };
    if (data) return { status: 'ready', user: data };
    if (!error) return { status: 'loading' };
    if (isSessionRefusal(error)) return { status: 'failed' };
    return { status: 'unavailable', message: unavailableMessage(error), retry: () => void mutate() };
  }, [token, data, error, mutate]);

  const siteConfig = site.data;
  const login = useCallback(() => {
    const loginUrl = siteConfig?.projectConfig.loginUrl ?? '';
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // The address checks and the logout load when first used, not with the home page.
    void import('./safeRedirect').then(({ loginAddress }) => {
      signInAttempt.mark();
      leave(loginAddress(loginUrl, here, window.location.origin));
    });
  }, [siteConfig, leave]);

  const logout = useCallback(
    async (options?: { inNewWindow?: (address: string) => void }) => {
      const inNewWindow = options?.inNewWindow;
      const { afterLogoutPath, logoutOfPortal } = await import('./logout');
      return logoutOfPortal({
        clients,
        ...(siteConfig ? { siteConfig } : {}),
        origin: window.location.origin,
        cookie: document.cookie,
        leave: inNewWindow
          ? (address) => {
              inNewWindow(address);
              leave(afterLogoutPath);
            }
          : leave,
      });
    },
    [clients, siteConfig, leave],
  );

  const updateUser = useCallback(
    (change: Partial<UserInfo>) => {
      if (!data) return;
      const updated = { ...data, ...change };
      portalStorage.setUserInfo(updated);
      void mutate(updated, { revalidate: false });
    },
    [data, mutate],
  );

  const value = useMemo<SessionValue>(() => ({ token, user, login, logout, updateUser }), [token, user, login, logout, updateUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
