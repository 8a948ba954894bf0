import type { FailureHandlers } from '@study-portal/api';

type Notify = FailureHandlers['notify'];

/**
 * Carries failure messages from the clients, created before React renders, to the toasts,
 * which exist only once the app has mounted. Messages that arrive before then wait. Each
 * message's promise resolves once the toasts report it on screen, so that a session ends
 * only after its warning has been seen (docs/product/session.md#session-end-by-the-server).
 */
export interface FailureRelay {
  notify: (...args: Parameters<Notify>) => Promise<void>;
  /** Connects the toasts; returns the function that disconnects them. */
  connect(listener: Notify): () => void;
}

export function createFailureRelay(): FailureRelay {
  let listener: Notify | undefined;
  const waiting: Array<{ args: Parameters<Notify>; resolve: () => void }> = [];
  const deliver = (to: Notify, args: Parameters<Notify>) => Promise.resolve(to(...args)).catch(() => undefined);
  return {
    notify(message, tone) {
      if (listener) return deliver(listener, [message, tone]);
      return new Promise<void>((resolve) => waiting.push({ args: [message, tone], resolve }));
    },
    connect(next) {
      listener = next;
      for (const { args, resolve } of waiting.splice(0)) void deliver(next, args).then(resolve);
      return () => {
        if (listener === next) listener = undefined;
      };
    },
  };
}
