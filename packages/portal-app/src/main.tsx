import { createPortalClients, loadPortalConfig } from '@study-portal/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// Start-up in phases: the configuration document (defaults, then this build's values, then
// the deployment's portal-config.json), then the clients, then the first render.
async function start() {
  const config = await loadPortalConfig({ runtimeUrl: '/portal-config.json' });
  const clients = createPortalClients(config);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App clients={clients} />
    </StrictMode>,
  );
}

void start();
