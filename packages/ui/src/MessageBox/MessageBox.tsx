import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useActionsMessages, useMessageBoxMessages } from '../messages';
import { StatusIcon, type StatusKind } from '../Toast/StatusIcon';
import { MessageBoxContent, MessageBoxText } from './MessageBox.styles';

/** `alert`: one 确定 button, no other way out. `confirm`: 确定 and 取消. */
export type MessageBoxKind = 'alert' | 'confirm';
export type MessageBoxTone = StatusKind;

export interface MessageBoxLabels {
  /** Default 确定. */
  confirm?: string;
  /** Default 取消; confirm boxes only. */
  cancel?: string;
}

export interface MessageBoxProps {
  /** Whether the box is shown. */
  open: boolean;
  /** Default `alert`. */
  kind?: MessageBoxKind;
  /** Default 提醒 for an alert, 提示 for a confirm. */
  title?: ReactNode;
  /** What the user must read or decide. */
  message: ReactNode;
  /** Adds an icon in the tone's colour; none when left out. */
  tone?: MessageBoxTone;
  /** Called by 确定. */
  onConfirm: () => void;
  /** Called by 取消, Esc, the close button or a backdrop click; confirm boxes only. */
  onCancel?: () => void;
  /** Replaces the button labels. */
  labels?: MessageBoxLabels;
}

/**
 * A short message that must be answered before anything else. An alert cannot be dismissed
 * except with 确定 (docs/product/session.md#missing-trainee-record: missing trainee information). Focus starts on the first button:
 * 确定 in an alert, the harmless 取消 in a confirm.
 */
export function MessageBox({ open, kind = 'alert', title, message, tone, onConfirm, onCancel, labels }: MessageBoxProps) {
  const actionsTexts = useActionsMessages();
  const messageBoxTexts = useMessageBoxMessages();
  const messageId = useId();
  const isConfirm = kind === 'confirm';
  const footer = (
    <>
      {isConfirm && <Button onClick={() => onCancel?.()}>{labels?.cancel ?? actionsTexts.cancel}</Button>}
      <Button variant="primary" onClick={() => onConfirm()}>
        {labels?.confirm ?? actionsTexts.confirm}
      </Button>
    </>
  );
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title ?? (isConfirm ? messageBoxTexts.confirmTitle : messageBoxTexts.alertTitle)}
      describedBy={messageId}
      closable={isConfirm}
      onClose={onCancel}
      footer={footer}
    >
      <MessageBoxContent>
        {tone && <StatusIcon kind={tone} />}
        <MessageBoxText id={messageId}>{message}</MessageBoxText>
      </MessageBoxContent>
    </Dialog>
  );
}
