import { useCallback, useRef } from 'react';
import { Toast } from './Toast';
import { ToastList, ToastRegion } from './Toast.styles';
import type { ToastEntry } from './toastEntry';
import { useDismissTimer } from './useDismissTimer';

export interface ToastStackProps {
  /** The toasts shown, oldest first. */
  toasts: readonly ToastEntry[];
  /** The region's name (通知). */
  label: string;
  /** Called with a toast's id when it closes or its time is up. */
  onDismiss: (id: string) => void;
}

/** The toasts on screen: newest first, each closing itself when its time is up. */
export function ToastStack({ toasts, label, onDismiss }: ToastStackProps) {
  return (
    <ToastRegion aria-label={label}>
      <ToastList>
        {[...toasts].reverse().map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ToastList>
    </ToastRegion>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: string) => void }) {
  const itemRef = useRef<HTMLLIElement>(null);
  const expire = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  const pauseHandlers = useDismissTimer(toast.duration, expire);

  // The close button vanishes with its toast; the focus moves on to a neighbour's instead of
  // falling back to the top of the page.
  const close = () => {
    const item = itemRef.current;
    const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
    if (item?.contains(document.activeElement)) neighbour?.querySelector<HTMLElement>('button')?.focus();
    onDismiss(toast.id);
  };

  return (
    <li ref={itemRef}>
      <Toast kind={toast.kind} message={toast.message} onClose={close} {...pauseHandlers} />
    </li>
  );
}
