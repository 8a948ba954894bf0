import { ApiProvider, type PortalClients } from '@study-portal/api';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

export interface AppProps {
  clients: PortalClients;
}

/** The assembled portal: data clients, then the routes. */
export function App({ clients }: AppProps) {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <ApiProvider clients={clients}>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}
