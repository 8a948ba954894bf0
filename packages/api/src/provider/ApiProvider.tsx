import { createContext, useContext, type ReactNode } from 'react';
import type { PortalClients } from '../client/portalClients';

const PortalClientsContext = createContext<PortalClients | null>(null);

export interface ApiProviderProps {
  clients: PortalClients;
  children?: ReactNode;
}

/** Makes the portal's clients available to every data hook below it. */
export function ApiProvider({ clients, children }: ApiProviderProps) {
  return <PortalClientsContext.Provider value={clients}>{children}</PortalClientsContext.Provider>;
}

export function usePortalClients(): PortalClients {
  const clients = useContext(PortalClientsContext);
  if (!clients) throw new Error('usePortalClients needs an <ApiProvider> above it');
  return clients;
}
