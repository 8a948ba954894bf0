import { preloadToastStack, useToast } from '@study-portal/ui';
import { useEffect } from 'react';
import type { FailureRelay } from './failureRelay';

/** How long after mounting the toasts' code is fetched, when the browser has no idle time to offer. */
const preloadFallbackMs = 2000;

/**
 * Connects the failure notifier's messages to the toasts (docs/product/platform.md#error-catalogue):
 * warnings as warnings, everything else as errors, each reported back once it is on screen.
 * Both sites render it inside their ToastProvider.
 */
export function FailureToasts({ relay }: { relay: FailureRelay }) {
  const toast = useToast();
  useEffect(
    () =>
      relay.connect((message, tone) => {
        const id = tone === 'warning' ? toast.warning(message) : toast.error(message);
        return toast.shown(id);
      }),
    [relay, toast],
  );
  // The first failure may be the warning before a forced logout: the toasts' code is fetched
  // once the page is idle, not when that warning needs it (docs/product/session.md#session-end-by-the-server).
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => void preloadToastStack(), { timeout: preloadFallbackMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => void preloadToastStack(), preloadFallbackMs);
    return () => window.clearTimeout(handle);
  }, []);
  return null;
}
