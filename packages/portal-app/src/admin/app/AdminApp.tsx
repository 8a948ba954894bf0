import { ApiProvider, themeOfSubSite, useSubSiteConfig, type PortalClients } from '@study-portal/api';
import { LinkProvider, Loading, MessageBoxProvider, ThemeProvider, ToastProvider } from '@study-portal/ui';
import { type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppLink } from '../../components/AppLink';
import { RouteTable } from '../../components/RouteTable';
import { adminMessages } from '../components/adminTexts';
import type { FailureRelay } from '../../startup/failureRelay';
import { FailureToasts } from '../../startup/FailureToasts';
import { AdminGate } from '../session/AdminGate';
import { adminBasename } from '../access/adminRoute';
import { createAdminRouteObjects } from './adminRouter';

export interface AdminAppProps {
  clients: PortalClients;
  /** Where the clients' failure messages arrive (see startup/siteClients.ts). */
  failures?: FailureRelay;
}

const adminRouteObjects = createAdminRouteObjects();
const pageLoading = <Loading label={adminMessages.loading} />;

/** The tenant's theme once its sub-site configuration is in; red (the default) until then or without it. */
function AdminTheme({ children }: { children?: ReactNode }) {
  const subSite = useSubSiteConfig();
  return <ThemeProvider theme={subSite.data ? themeOfSubSite(subSite.data) : undefined}>{children}</ThemeProvider>;
}

/** The assembled admin site: data clients, the kit's links, the tenant's theme, the failures told as toasts, the administrator check, then the routes under /admin. */
export function AdminApp({ clients, failures }: AdminAppProps) {
  return (
    <ApiProvider clients={clients}>
      <LinkProvider component={AppLink}>
        <AdminTheme>
          {/* The verification dialogs before the gate speak through toasts and message boxes. */}
          <ToastProvider>
            <MessageBoxProvider>
              {failures && <FailureToasts relay={failures} />}
              <AdminGate>
                <BrowserRouter basename={adminBasename}>
                  <RouteTable routes={adminRouteObjects} loading={pageLoading} />
                </BrowserRouter>
              </AdminGate>
            </MessageBoxProvider>
          </ToastProvider>
        </AdminTheme>
      </LinkProvider>
    </ApiProvider>
  );
}
