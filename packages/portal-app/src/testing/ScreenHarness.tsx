import { ApiProvider, createPortalClients, defaultPortalConfig } from '@study-portal/api';
import { mockDb, signIn } from '@study-portal/api/mocks';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';

export interface ScreenHarnessProps {
  /** The screen, rendered at `path`. */
  children: ReactNode;
  path?: string;
  /** A demo account the screen's calls are made as; signed out when absent. */
  signedInAs?: string;
}

/**
 * A screen on the shared fake backend (Storybook's service worker), with a fresh data cache
 * and, when asked, a demo account's session, so each story loads for itself.
 */
export function ScreenHarness({ children, path = '/', signedInAs }: ScreenHarnessProps) {
  const token = signedInAs ? signIn(mockDb, signedInAs) : '';
  const clients = createPortalClients(defaultPortalConfig, {
    identity: { tenantId: () => mockDb.settings.tenantId, visitorId: () => 'storybook', token: () => token },
  });
  const router = createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] });
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <ApiProvider clients={clients}>
        <RouterProvider router={router} />
      </ApiProvider>
    </SWRConfig>
  );
}
