import type { FailureHandlers } from '@study-portal/api';

type Notify = FailureHandlers['notify'];

/**
 * Carries failure messages from the clients, created before React renders, to the toasts,
 * which exist only once the app has mounted. Messages that arrive before then wait.
 */
export interface FailureRelay {
  notify: Notify;
  /** Connects the toasts; returns the function that disconnects them. */
  connect(listener: Notify): () => void;
}

export function createFailureRelay(): FailureRelay {
  let listener: Notify | undefined;
  const waiting: Parameters<Notify>[] = [];
  return {
    notify(message, tone) {
      if (listener) listener(message, tone);
      else waiting.push([message, tone]);
    },
    connect(next) {
      listener = next;
      for (const [message, tone] of waiting.splice(0)) next(message, tone);
      return () => {
        if (listener === next) listener = undefined;
      };
    },
  };
}
