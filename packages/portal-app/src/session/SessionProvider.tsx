import {
  portalStorage,
  readData,
  useSiteConfig,
  usePortalClients,
  UserInfoSchema,
  userInfoPaths,
  type ApiClient,
  type PortalClients,
  type UserInfo,
} from '@study-portal/api';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import useSWR, { preload } from 'swr';

/** The user of the session, as far as it is known. */
export type SessionUser =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; user: UserInfo };

export interface SessionValue {
  /** The access token; empty when nobody signed in. */
  token: string;
  user: SessionUser;
  /** Goes to the SSO login address, to come back to the current page (spec 4.2). */
  signIn: () => void;
  /**
   * The logout of spec 4.7. With `inNewWindow`, the SSO logout address opens there and this
   * window goes to /index (spec 4.9, the missing trainee record).
   */
  signOut: (options?: { inNewWindow?: (address: string) => void }) => Promise<void>;
  /**
   * Changes the stored user info for the rest of the page session (spec 4.3: the phone was
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

/**
 * Spec 4.1 step 7: the stored user info, else fetched and stored when the reply succeeds.
 * Silent: a failure here is the guard's to handle (to the login address), not a toast's.
 */
async function loadUser(pc: ApiClient): Promise<UserInfo> {
  const stored = portalStorage.userInfo();
  if (stored) return stored;
  const user = readData(await pc.post(userInfoPaths.info, undefined, { silent: true }), UserInfoSchema, userInfoPaths.info);
  portalStorage.setUserInfo(user);
  // Spec 7.2: the session goes on with the token the user info names.
  if (user.accessToken) portalStorage.setAccessToken(user.accessToken);
  return user;
}

const sessionUserKey = (token: string) => ['session/user', token] as const;

/**
 * Called at start-up, before React: a returning or just signed-in user's info is asked for
 * alongside the configuration; SessionProvider's hook picks the request up by its key.
 */
export function preloadSessionUser(clients: PortalClients) {
  const token = portalStorage.accessToken();
  if (token) preload(sessionUserKey(token), () => loadUser(clients.pc)).catch(() => undefined);
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

  const failed = Boolean(reply.error);
  const user = useMemo<SessionUser>(
    () => (!token ? { status: 'anonymous' } : reply.data ? { status: 'ready', user: reply.data } : failed ? { status: 'failed' } : { status: 'loading' }),
    [token, reply.data, failed],
  );

  const siteConfig = site.data;
  const signIn = useCallback(() => {
    const loginUrl = siteConfig?.projectConfig.loginUrl ?? '';
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    // The address checks and the logout load when first used, not with the home page.
    void import('./safeRedirect').then(({ loginAddress }) => leave(loginAddress(loginUrl, here, window.location.origin)));
  }, [siteConfig, leave]);

  const signOut = useCallback(
    async (options?: { inNewWindow?: (address: string) => void }) => {
      const inNewWindow = options?.inNewWindow;
      const { afterLogoutPath, signOutOfPortal } = await import('./signOut');
      return signOutOfPortal({
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

  const { data: current, mutate } = reply;
  const updateUser = useCallback(
    (change: Partial<UserInfo>) => {
      if (!current) return;
      const updated = { ...current, ...change };
      portalStorage.setUserInfo(updated);
      void mutate(updated, { revalidate: false });
    },
    [current, mutate],
  );

  const value = useMemo<SessionValue>(() => ({ token, user, signIn, signOut, updateUser }), [token, user, signIn, signOut, updateUser]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
