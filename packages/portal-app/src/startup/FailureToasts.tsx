import { useToast } from '@study-portal/ui';
import { useEffect } from 'react';
import type { FailureRelay } from './failureRelay';

/**
 * Connects the failure notifier's messages to the toasts (docs/product/platform.md#error-catalogue):
 * warnings as warnings, everything else as errors. Both sites render it inside their ToastProvider.
 */
export function FailureToasts({ relay }: { relay: FailureRelay }) {
  const toast = useToast();
  useEffect(() => relay.connect((message, tone) => (tone === 'warning' ? toast.warning(message) : toast.error(message))), [relay, toast]);
  return null;
}
