import { ApiProvider, createPortalClients, defaultPortalConfig, mergePortalConfig, portalStorage, type PortalConfigLayer } from '@study-portal/api';
import { demoPasswordPublicKey, mockDb, signIn } from '@study-portal/api/mocks';
import { LinkProvider, MessageBoxProvider, ToastProvider } from '@study-portal/ui';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppLink } from '../components/AppLink';
import { SessionProvider } from '../session';

export interface ScreenHarnessProps {
  /** The screen, rendered at `path`. */
  children: ReactNode;
  path?: string;
  /** A demo account the screen's calls are made as; signed out when absent. */
  signedInAs?: string;
  /** Where sign-in and logout would take the browser; stories only record it. */
  leave?: (address: string) => void;
  /**
   * A deployment's settings over the defaults, as its `portal-config.json` gives them: a story
   * about a time-out sets a short one, so the state shows in a second rather than after the
   * default's wait.
   */
  config?: PortalConfigLayer | undefined;
}

/**
 * The session's storage as a fresh page load of this account would find it: its token and no
 * stored user info, so the session provider fetches the user as the portal does.
 */
function startSession(account: string | undefined): string {
  const token = account ? signIn(mockDb, account) : '';
  try {
    window.sessionStorage.removeItem('userInfo');
    if (token) portalStorage.setAccessToken(token);
    else window.sessionStorage.removeItem('accessToken');
  } catch {
    // Without storage the screen runs signed out, as the portal would.
  }
  return token;
}

/**
 * A screen on the shared fake backend (Storybook's service worker), with a fresh data cache,
 * the toasts, message boxes, session and kit links of the app and, when asked, a demo
 * account's session, so each story loads for itself. The toolbar's tenant sets the fake backend's tenant and theme
 * (a theme chosen in the toolbar wins); the fake backend's pictures follow the theme
 * (.storybook/preview.tsx).
 */
export function ScreenHarness({ children, path = '/', signedInAs, leave = () => undefined, config }: ScreenHarnessProps) {
  const [token] = useState(() => startSession(signedInAs));
  const [clients] = useState(() =>
    // The fake backend's key, as the demo server's configuration gives it to the portal.
    createPortalClients(mergePortalConfig(defaultPortalConfig, { passwordPublicKey: demoPasswordPublicKey }, config), {
      identity: { tenantId: () => mockDb.settings.tenantId, visitorId: () => 'storybook', token: () => token },
    }),
  );
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] }));
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <ApiProvider clients={clients}>
        <ToastProvider>
          <MessageBoxProvider>
            <SessionProvider leave={leave}>
              <LinkProvider component={AppLink}>
                <RouterProvider router={router} />
              </LinkProvider>
            </SessionProvider>
          </MessageBoxProvider>
        </ToastProvider>
      </ApiProvider>
    </SWRConfig>
  );
}
