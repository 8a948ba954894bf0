import { ApiProvider, createFailureNotifier, createPortalClients, defaultPortalConfig, mergePortalConfig, portalStorage, storageKeys, type PortalConfigLayer } from '@study-portal/api';
import { demoPasswordPublicKey, mockDb, signIn } from '@study-portal/api/mocks';
import { LinkProvider, MessageBoxProvider, ToastProvider } from '@study-portal/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppLink } from '../../../components/AppLink';
import { createFailureRelay } from '../../../startup/failureRelay';
import { FailureToasts } from '../../../startup/FailureToasts';
import { SessionProvider } from '../../../session';

export interface StudyCentreHarnessProps {
  /** The screen, rendered at `path`. */
  children: ReactNode;
  path?: string;
  /** The demo account signed in; the study centre is only ever seen signed in. */
  signedInAs?: string;
  /** Stands in for the browser leaving the page (logout). */
  leave?: (address: string) => void;
  /** A deployment's settings over the demo's (the fake backend's password key). */
  config?: PortalConfigLayer;
}

/**
 * A study-centre screen on the shared fake backend as the app runs it: a signed-in session
 * (the token where the session looks for it), toasts and message boxes, and the failure
 * notifier, so a refused call shows the server's message exactly as in the portal. The theme
 * stays the story's (Storybook's own ThemeProvider), so the blue and elder stories apply.
 */
export function StudyCentreHarness({ children, path = '/personalCenter', signedInAs = 'learner', leave = () => undefined, config }: StudyCentreHarnessProps) {
  const [setup] = useState(() => {
    const token = signIn(mockDb, signedInAs);
    portalStorage.clearSession();
    portalStorage.setAccessToken(token);
    // A fresh session: no tab remembered from another story.
    portalStorage.setActiveId('1');
    const relay = createFailureRelay();
    const notifier = createFailureNotifier({ notify: relay.notify, endSession: () => leave('/sso/logout') });
    const clients = createPortalClients(mergePortalConfig(defaultPortalConfig, { passwordPublicKey: demoPasswordPublicKey }, config), {
      identity: { tenantId: () => mockDb.settings.tenantId, visitorId: () => 'storybook', token: () => token },
      onFailure: (error) => notifier.handle(error),
    });
    const router = createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] });
    return { token, relay, clients, router };
  });
  // Session storage is shared by every story file in the browser: leave no session behind for
  // the next one (set again on mount, so a remount under StrictMode keeps it).
  useEffect(() => {
    portalStorage.setAccessToken(setup.token);
    return () => {
      portalStorage.clearSession();
      window.sessionStorage.removeItem(storageKeys.accessToken);
    };
  }, [setup.token]);
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <ApiProvider clients={setup.clients}>
        <ToastProvider>
          <MessageBoxProvider>
            <FailureToasts relay={setup.relay} />
            <SessionProvider leave={leave}>
              <LinkProvider component={AppLink}>
                <RouterProvider router={setup.router} />
              </LinkProvider>
            </SessionProvider>
          </MessageBoxProvider>
        </ToastProvider>
      </ApiProvider>
    </SWRConfig>
  );
}
