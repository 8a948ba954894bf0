import { usePortalClients } from '@study-portal/api';
import { useMessageBox, useToast } from '@study-portal/ui';
import { useCallback } from 'react';
import { useSession } from './SessionProvider';

/** The external academy entry (docs/product/session.md#external-academy) for the menu button and the toolbar panel alike; signs in first when nobody is. */
export function useOpenAcademy(openWindow: (url: string) => void): () => void {
  const { user, login } = useSession();
  const { pc } = usePortalClients();
  const toast = useToast();
  const messageBox = useMessageBox();
  const idCardHash = user.status === 'ready' ? user.user.idCardHash : undefined;
  return useCallback(() => {
    if (!idCardHash) {
      login();
      return;
    }
    // Loaded on the first press: most visitors never use the academy button.
    void import('./openAcademy').then(({ openAcademy }) =>
      openAcademy({
        pc,
        idCardHash,
        warn: (message) => toast.warning(message),
        alert: (options) => messageBox.alert(options),
        open: openWindow,
      }),
    );
  }, [idCardHash, pc, toast, messageBox, openWindow, login]);
}
