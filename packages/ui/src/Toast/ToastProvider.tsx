import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useToastMessages } from '../messages';
import { usePortalTarget } from '../internal/usePortalTarget';
import { VisuallyHidden } from '../VisuallyHidden';
import type { ToastKind } from './Toast';
import type { ToastEntry } from './toastEntry';
import type { ToastStackProps } from './ToastStack';

// The visible stack loads with the first toast, or earlier when the app asks (preloadToastStack):
// a warning that is followed by a logout must not wait for a download to be seen. The live
// regions below are always there, so the announcement does not wait for it.
let loadedStack: ComponentType<ToastStackProps> | undefined;
let loadingStack: Promise<ComponentType<ToastStackProps>> | undefined;
function loadStack(): Promise<ComponentType<ToastStackProps>> {
  loadingStack ??= import('./ToastStack').then(
    (module) => (loadedStack = module.ToastStack),
    (error: unknown) => {
      loadingStack = undefined;
      throw error;
    },
  );
  return loadingStack;
}

/**
 * Fetches the stack's code ahead of the first toast, for an app whose first toast may be the
 * warning before a forced logout. A failed download is tried again with the first toast.
 */
export function preloadToastStack(): Promise<void> {
  return loadStack().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The stack's code, once it is wanted. Its download can fail (offline, or the file gone after
 * a redeploy, exactly when errors are being told): the page must not fall over for a toast.
 * The toasts are still announced; the stack is asked for again with the next toast, or when
 * the network comes back.
 */
function useToastStack(wanted: boolean, newestToast: string | undefined): ComponentType<ToastStackProps> | undefined {
  const [stack, setStack] = useState(() => loadedStack);
  const [online, setOnline] = useState(0);
  useEffect(() => {
    if (!wanted || stack) return;
    let current = true;
    const retry = () => setOnline((count) => count + 1);
    loadStack().then(
      (loaded) => {
        if (current) setStack(() => loaded);
      },
      () => window.addEventListener('online', retry, { once: true }),
    );
    return () => {
      current = false;
      window.removeEventListener('online', retry);
    };
  }, [wanted, stack, newestToast, online]);
  return stack;
}

export interface ToastOptions {
  /** How long the toast stays, in ms: 3000 by default, 5000 for errors; 0 keeps it until closed. */
  duration?: number;
}

type ShowToast = (message: ReactNode, options?: ToastOptions) => string;

export interface ToastApi {
  success: ShowToast;
  warning: ShowToast;
  error: ShowToast;
  info: ShowToast;
  /** Removes a toast before its time, by the id its `show` call returned. */
  dismiss: (id: string) => void;
  /**
   * Resolves once the toast has been painted on screen (or has gone without being painted, pushed
   * out by newer ones): what follows a warning, such as a logout, waits for it to be seen.
   */
  shown: (id: string) => Promise<void>;
}

/** More would cover the page; the oldest give way. */
const MAX_VISIBLE = 5;
const defaultDuration = (kind: ToastKind) => (kind === 'error' ? 5000 : 3000);
const isUrgent = (kind: ToastKind) => kind === 'warning' || kind === 'error';

const ToastContext = createContext<ToastApi | null>(null);

/** Shows transient notices from anywhere below a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

export interface ToastProviderProps {
  /** The part of the app that may show toasts with `useToast()`. */
  children?: ReactNode;
}

/**
 * Keeps the toasts: a stack at the top centre, newest first, and two live regions that exist
 * before any toast does, so that screen readers announce each one as it arrives.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const messages = useToastMessages();
  const target = usePortalTarget();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const lastId = useRef(0);
  const stack = useToastStack(toasts.length > 0, toasts.at(-1)?.id);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  // Toasts painted so far, toasts listed so far, and who waits for the others.
  const painted = useRef(new Set<string>());
  const listed = useRef(new Set<string>());
  const waiting = useRef(new Map<string, Array<() => void>>());
  const settle = useCallback((id: string) => {
    painted.current.add(id);
    for (const resolve of waiting.current.get(id) ?? []) resolve();
    waiting.current.delete(id);
  }, []);
  useEffect(() => {
    const current = new Set(toasts.map((toast) => toast.id));
    // A toast gone (pushed out, dismissed) before the stack drew it will never be painted: its
    // waiters go on.
    for (const id of [...listed.current]) {
      if (current.has(id)) continue;
      listed.current.delete(id);
      if (!painted.current.has(id)) settle(id);
    }
    for (const id of current) listed.current.add(id);
    const fresh = stack ? [...current].filter((id) => !painted.current.has(id)) : [];
    if (fresh.length === 0) return;
    // Two frames: the first runs before the paint that shows the stack, the second after it.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => fresh.forEach(settle));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [stack, toasts, settle]);
  const shown = useCallback(
    (id: string) =>
      painted.current.has(id)
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.current.set(id, [...(waiting.current.get(id) ?? []), resolve]);
          }),
    [],
  );
  const api = useMemo<ToastApi>(() => {
    const show = (kind: ToastKind): ShowToast => (message, options) => {
      lastId.current += 1;
      const id = `toast-${lastId.current}`;
      const entry = { id, kind, message, duration: options?.duration ?? defaultDuration(kind) };
      setToasts((list) => [...list, entry].slice(-MAX_VISIBLE));
      return id;
    };
    return { success: show('success'), warning: show('warning'), error: show('error'), info: show('info'), dismiss, shown };
  }, [dismiss, shown]);

  const announce = (urgent: boolean) =>
    toasts
      .filter((toast) => isUrgent(toast.kind) === urgent)
      .map((toast) => (
        <p key={toast.id}>
          {messages.kinds[toast.kind]} {toast.message}
        </p>
      ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      {target &&
        createPortal(
          <>
            <VisuallyHidden as="div" role="status" aria-live="polite">
              {announce(false)}
            </VisuallyHidden>
            <VisuallyHidden as="div" aria-live="assertive">
              {announce(true)}
            </VisuallyHidden>
            {toasts.length > 0 && stack && createElement(stack, { toasts, label: messages.regionLabel, onDismiss: dismiss })}
          </>,
          target,
        )}
    </ToastContext.Provider>
  );
}
