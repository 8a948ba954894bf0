import { fetchUkeyChallenge, isApiError, ukeyLogin, usePortalClients } from '@study-portal/api';
import { useMessageBox, useToast } from '@study-portal/ui';
import type { UkeyClientOptions } from '@study-portal/ukey';
import { useState } from 'react';

/** [A] Where learners get the local certificate service; the demo serves a page about it. */
export const ukeyServiceDownloadUrl = '/demo-media/ukey-service.html';

export interface UkeyAdminLoginState {
  open: boolean;
  submitting: boolean;
  /** A PIN problem to show in the dialog (tries left, locked). */
  error?: string;
}

export interface UseUkeyAdminLoginOptions {
  idCardHash: string;
  /** Runs once the server has verified the signature: opens the admin site. */
  onVerified: () => void;
  /** How to reach the service; the configuration's `ukeyPort`, else ws://127.0.0.1:23577 (docs/product/admin.md#local-certificate-service). */
  clientOptions?: Omit<UkeyClientOptions, 'onKeyChange'>;
  /** Reloads the page after the install message (docs/product/admin.md#messages); replaced in stories. */
  reload?: () => void;
}

/**
 * The admin UKEY login (docs/product/admin.md#ukey-login) as the portal runs it: the PIN dialog, the service's
 * events as toasts, and each failure with its message (docs/product/admin.md#messages).
 */
export function useUkeyAdminLogin({ idCardHash, onVerified, clientOptions, reload = () => window.location.reload() }: UseUkeyAdminLoginOptions) {
  const { pc, ukeyPort } = usePortalClients();
  const toast = useToast();
  const messageBox = useMessageBox();
  const [state, setState] = useState<UkeyAdminLoginState>({ open: false, submitting: false });

  const submit = async (pin: string) => {
    setState({ open: true, submitting: true });
    // Only administrators with a USB key ever need the client: it loads when the PIN is sent.
    const { createUkeyClient, isUkeyError, ukeyAdminLogin, ukeyMessages } = await import('@study-portal/ukey');
    const client = createUkeyClient({
      ...(ukeyPort ? { port: ukeyPort } : {}),
      ...clientOptions,
      onKeyChange: (event) => (event.inserted ? toast.success(ukeyMessages.inserted) : toast.warning(ukeyMessages.removed)),
    });
    try {
      await ukeyAdminLogin({
        client,
        pin,
        idCardHash,
        getChallenge: () => fetchUkeyChallenge(pc),
        verify: (proof) => ukeyLogin(pc, proof),
        onExpiryWarning: (message) => toast.warning(message),
      });
      setState({ open: false, submitting: false });
      onVerified();
    } catch (error) {
      if (isUkeyError(error) && (error.kind === 'pinIncorrect' || error.kind === 'pinLocked')) {
        setState({ open: true, submitting: false, error: error.message });
        return;
      }
      setState({ open: false, submitting: false });
      if (isUkeyError(error) && error.kind === 'serviceUnavailable') {
        await messageBox.alert({
          tone: 'warning',
          message: (
            <>
              {ukeyMessages.serviceUnavailable}。
              <a href={ukeyServiceDownloadUrl} target="_blank" rel="noopener noreferrer">
                {ukeyMessages.downloadLabel}
              </a>
            </>
          ),
        });
        reload();
        return;
      }
      // Every message in Chinese from the catalogues: the server's own words when it gave some,
      // the login's failure otherwise; the details are for whoever reads the console.
      if (!isUkeyError(error)) console.error('[ukey] the admin login failed', error);
      const message = isUkeyError(error) ? error.message : isApiError(error) && error.serverMessage ? error.serverMessage : ukeyMessages.loginFailed;
      await messageBox.alert({ tone: 'error', message });
    } finally {
      client.close();
    }
  };

  const cancel = () => setState({ open: false, submitting: false });
  return {
    state,
    start: () => setState({ open: true, submitting: false }),
    cancel,
    submit: (pin: string) => void submit(pin),
    /** The kit's UkeyPinDialog wired to this login, for every place that offers it. */
    dialogProps: {
      open: state.open,
      submitting: state.submitting,
      ...(state.error ? { error: state.error } : {}),
      onSubmit: (pin: string) => void submit(pin),
      onCancel: cancel,
    },
  };
}
