import type { PortalClients } from '@study-portal/api';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { FailureRelay } from '../../startup/failureRelay';
import { FirstScreenShownProvider, useFirstScreenWatch } from './firstScreen';
import { discoverPortalRoutes, routes } from './portalRoutes';

export interface AppProps {
  clients: PortalClients;
  failures?: FailureRelay;
  /** The table to start with (see routeTableFor); the core table by default. */
  initialRoutes?: RouteObject[];
}

/** The assembled portal: providers, then the routes. */
export function App({ clients, failures, initialRoutes = routes }: AppProps) {
  // The router is made once: later tables reach it through discovery, not through props.
  const [router] = useState(() => createBrowserRouter(initialRoutes, { patchRoutesOnNavigation: discoverPortalRoutes }));
  const firstScreenShown = useFirstScreenWatch(router);
  return (
    <AppProviders clients={clients} {...(failures ? { failures } : {})}>
      <FirstScreenShownProvider value={firstScreenShown}>
        <RouterProvider router={router} />
      </FirstScreenShownProvider>
    </AppProviders>
  );
}
