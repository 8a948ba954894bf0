import { portalStorage } from '@study-portal/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adminVerification } from '../session/adminVerification';
import { startSite } from '../startup/startSite';
import { AdminApp } from './app/AdminApp';
import { captureToken } from './session/captureToken';
import { logoutAdmin } from './session/logoutAdmin';

/** The admin site's part of the start-up sequence (docs/architecture.md#start-up), the portal's phases. */
void startSite({
  // The portal opens the admin site with ?token=… (docs/product/admin.md#admin-entry); it is
  // stored and taken out of the address before anything renders or is fetched.
  settleAddress: () => {
    captureToken({
      location: window.location,
      history: window.history,
      storeToken: (token) => portalStorage.setAccessToken(token),
      markVerified: (token) => adminVerification.mark(token),
    });
  },
  // The gateway tells the admin site's calls apart, to refuse an administrator still unverified.
  site: 'admin',
  // docs/product/admin.md#extra-verification: the gateway's 您需要进行手机号验证 brings the verification back.
  takeFailure: (error) => adminVerification.takeRefusal(error),
  // docs/product/admin.md#logout: the portal's logout, ending on the portal's front page.
  endSession: (clients) => void logoutAdmin({ client: clients.pc }),
  render: ({ clients, failures }) => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AdminApp clients={clients} failures={failures} />
      </StrictMode>,
    );
  },
});
