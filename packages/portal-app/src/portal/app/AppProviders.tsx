import { ApiProvider, themeOfSubSite, useSiteConfig, useSubSiteConfig, type PortalClients } from '@study-portal/api';
import { LinkProvider, MessageBoxProvider, ThemeProvider, ToastProvider } from '@study-portal/ui';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink';
import { SessionProvider } from '../../session';
import { readFeatures } from '../../tenants/features';
import type { FailureRelay } from '../../startup/failureRelay';
import { FailureToasts } from '../../startup/FailureToasts';

/**
 * The tenant's theme around the whole app, so toasts and dialogs share it: red until the
 * sub-site configuration says otherwise; focus colour, header picture and logo from the
 * configurations (docs/product/frame.md#the-header).
 */
function TenantTheme({ children }: { children: ReactNode }) {
  const site = useSiteConfig();
  const subSite = useSubSiteConfig();
  const features = readFeatures(subSite.data?.sysParam ?? []);
  const logo = site.data?.webConfig.pcTitleLogo;
  return (
    <ThemeProvider
      theme={subSite.data ? themeOfSubSite(subSite.data) : 'red'}
      tenant={{
        ...(features.focusColor ? { focusColor: features.focusColor } : {}),
        ...(features.headerBackground ? { headerBackground: features.headerBackground } : {}),
        ...(logo ? { logo } : {}),
      }}
    >
      {children}
    </ThemeProvider>
  );
}

export interface AppProvidersProps {
  clients: PortalClients;
  /** Where the clients' failure messages arrive (see startup/siteClients.ts). */
  failures?: FailureRelay;
  /** Replaces leaving the page (sign-in, logout) in stories and tests. */
  leave?: (address: string) => void;
  children?: ReactNode;
}

/**
 * Everything above the routes: data, the kit's links (the router's, through AppLink), theme,
 * toasts, message boxes, the session.
 */
export function AppProviders({ clients, failures, leave, children }: AppProvidersProps) {
  return (
    <ApiProvider clients={clients}>
      <LinkProvider component={AppLink}>
        <TenantTheme>
          <ToastProvider>
            <MessageBoxProvider>
              {failures && <FailureToasts relay={failures} />}
              <SessionProvider {...(leave ? { leave } : {})}>{children}</SessionProvider>
            </MessageBoxProvider>
          </ToastProvider>
        </TenantTheme>
      </LinkProvider>
    </ApiProvider>
  );
}
