import type { PortalClients } from '@study-portal/api';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { FailureRelay } from '../../startup/failureRelay';
import { FirstScreenShownProvider, useFirstScreenWatch } from '../shared/firstScreen';
import { PortalPages, routes } from './portalRoutes';

export interface AppProps {
  clients: PortalClients;
  failures?: FailureRelay;
  /** The table to start with (see routeTableFor); the core table by default. */
  initialRoutes?: RouteObject[];
}

/** The assembled portal: providers, then the routes. */
export function App({ clients, failures, initialRoutes = routes }: AppProps) {
  const firstScreenShown = useFirstScreenWatch();
  return (
    <AppProviders clients={clients} {...(failures ? { failures } : {})}>
      <FirstScreenShownProvider value={firstScreenShown}>
        <BrowserRouter>
          <PortalPages initialRoutes={initialRoutes} />
        </BrowserRouter>
      </FirstScreenShownProvider>
    </AppProviders>
  );
}
