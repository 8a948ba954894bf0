import { createPortalClients, loadPortalConfig, portalStorage, storedIdentity, tenantReady } from '@study-portal/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/AdminApp';
import { captureToken } from './session/captureToken';

// The portal opens the admin site with ?token=… (docs/product/admin.md#admin-entry); it is stored and taken out of the
// address before anything renders or is fetched.
captureToken({ location: window.location, history: window.history, storeToken: (token) => portalStorage.setAccessToken(token) });

// The same start-up phases as the portal: configuration, clients, first render.
async function start() {
  const config = await loadPortalConfig({ runtimeUrl: '/portal-config.json' });
  // The gateway tells the admin site's calls apart, to refuse an administrator still unverified.
  // docs/product/session.md#route-guard: the configuration first; every other call waits for the tenant id it carries.
  const clients = createPortalClients(config, { site: 'admin', identity: { ...storedIdentity, ready: tenantReady } });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminApp clients={clients} />
    </StrictMode>,
  );
}

void start();
