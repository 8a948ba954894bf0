import {
  ApiProvider,
  createFailureNotifier,
  createPortalClients,
  loadPortalConfig,
  loadSiteConfig,
  loadSubSiteConfig,
  portalStorage,
  themeOfSubSite,
} from '@study-portal/api';
import { ThemeProvider, ToastProvider, useToast } from '@study-portal/ui';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startFakeBackend } from './fakeBackend';

const apiPrefix = import.meta.env.VITE_API_PREFIX as string | undefined;
if (!apiPrefix) await startFakeBackend();

const config = await loadPortalConfig({ buildTime: apiPrefix ? { pcApi: { prefix: apiPrefix } } : {}, runtimeUrl: '/portal-config.json' });

// The failure notifier speaks through the kit's toasts once they are mounted.
const speaker: { show?: (message: string, tone: 'error' | 'warning') => void } = {};
const notifier = createFailureNotifier({
  notify: (message, tone) => speaker.show?.(message, tone),
  endSession: () => {
    portalStorage.clearSession();
    window.location.assign('/');
  },
});
const clients = createPortalClients(config, { onFailure: (error) => notifier.handle(error) });

// The sub-site configuration names the tenant every later call sends, and its theme.
const [subSite, site] = await Promise.all([loadSubSiteConfig(clients.pc, window.location.origin), loadSiteConfig(clients.pc)]);

function Speaker({ children }: { children: ReactNode }) {
  const toast = useToast();
  useEffect(() => {
    speaker.show = (message, tone) => void toast[tone](message);
  }, [toast]);
  return children;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApiProvider clients={clients}>
      <ThemeProvider theme={themeOfSubSite(subSite)} tenant={{ focusColor: '#00695c' }}>
        <ToastProvider>
          <Speaker>
            <App title={site.webConfig.title} />
          </Speaker>
        </ToastProvider>
      </ThemeProvider>
    </ApiProvider>
  </StrictMode>,
);
