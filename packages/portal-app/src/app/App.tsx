import type { PortalClients } from '@study-portal/api';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { FailureRelay } from './failureRelay';
import { discoverPortalRoutes, routes } from './routes';

export interface AppProps {
  clients: PortalClients;
  failures?: FailureRelay;
}

/** The assembled portal: providers, then the routes. */
export function App({ clients, failures }: AppProps) {
  const router = useMemo(() => createBrowserRouter(routes, { patchRoutesOnNavigation: discoverPortalRoutes }), []);
  return (
    <AppProviders clients={clients} {...(failures ? { failures } : {})}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
