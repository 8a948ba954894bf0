import type { HTMLAttributes, ReactNode } from 'react';
import { CloseIcon } from '../Dialog/CloseIcon';
import { useToastMessages } from '../messages';
import { StatusIcon, type StatusKind } from './StatusIcon';
import { ToastCloseButton, ToastMessage, ToastRoot } from './Toast.styles';

export type ToastKind = StatusKind;

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** success, warning, error or info: sets the icon and colours. */
  kind: ToastKind;
  /** What happened, in one or two short sentences (plain text or inline formatting). */
  message: ReactNode;
  /** Called by the close button (关闭通知); left out, the toast has none. */
  onClose?: () => void;
}

/**
 * One notice, as shown by ToastProvider. On its own it announces nothing: the provider's live
 * regions do that.
 */
export function Toast({ kind, message, onClose, ...rest }: ToastProps) {
  const messages = useToastMessages();
  return (
    <ToastRoot data-kind={kind} {...rest}>
      <StatusIcon kind={kind} label={messages.kinds[kind]} />
      <ToastMessage>{message}</ToastMessage>
      {onClose && (
        <ToastCloseButton type="button" aria-label={messages.close} onClick={() => onClose()}>
          <CloseIcon />
        </ToastCloseButton>
      )}
    </ToastRoot>
  );
}
