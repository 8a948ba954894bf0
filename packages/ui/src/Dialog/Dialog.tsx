import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogMessages } from '../messages';
import { useDismiss } from '../internal/dismiss/useDismiss';
import { tabbableIn } from '../internal/focus/tabbable';
import { useFocusTrap } from '../internal/focus/useFocusTrap';
import { usePortalTarget } from '../internal/usePortalTarget';
import { CloseIcon } from './CloseIcon';
import {
  DialogBackdrop,
  DialogBody,
  DialogCloseButton,
  DialogFooter,
  DialogHeader,
  DialogPanel,
  DialogTitle,
} from './Dialog.styles';
import { useScrollable } from './useScrollable';
import { useScrollLock } from './useScrollLock';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user closes a closable dialog: close button, backdrop click or Esc. */
  onClose?: () => void;
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /** The content; it scrolls inside the dialog when taller than the window. */
  children?: ReactNode;
  /** Actions under the content, e.g. 取消 and 确定 buttons. */
  footer?: ReactNode;
  /**
   * Width in px or any CSS length; a narrow window shrinks it to fit. The portal uses 400
   * (forced password change; the default) and 360 (SMS verification, UKEY PIN), docs/product/frame.md#dialogs.
   */
  width?: number | string;
  /**
   * Whether the user may dismiss the dialog (default true). `false` removes the close button
   * and ignores Esc and backdrop clicks: the forced password change must be completed.
   */
  closable?: boolean;
  /** `alertdialog` for a message that needs an answer, as MessageBox does. Default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where the focus goes when the dialog closes, instead of back to where it was: for a dialog
   * that does away with its opener (an enrolment whose 报名 button goes once the learner is in),
   * or whose outcome is announced elsewhere on the page.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the element that describes the dialog, e.g. a MessageBox's message. */
  describedBy?: string;
  /**
   * `center` (the default) floats the dialog in the middle; `start` and `end` make it a sheet
   * the full height of the window along the left or right edge, as a phone's menu drawer is.
   */
  placement?: 'center' | 'start' | 'end';
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/**
 * A modal dialog. Focus moves into it on open, Tab stays inside, and on close focus goes back
 * to where it was; the page behind neither scrolls nor takes clicks.
 */
export function Dialog(props: DialogProps) {
  const target = usePortalTarget();
  useScrollLock(props.open);
  if (!props.open || !target) return null;
  return createPortal(<DialogWindow {...props} />, target);
}

function DialogWindow({
  onClose,
  title,
  children,
  footer,
  width = 400,
  closable = true,
  role = 'dialog',
  describedBy,
  placement = 'center',
  className,
  returnFocusRef,
}: DialogProps) {
  const messages = useDialogMessages();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const bodyScrolls = useScrollable(bodyRef);
  // Focus goes to the first field rather than the scrolling body, and back to the opener (or
  // returnFocusRef's element) on close.
  const trapTab = useFocusTrap(panelRef, {
    active: true,
    initialFocus: (panel) => tabbableIn(panel).find((element) => element !== bodyRef.current),
    returnFocus: returnFocusRef,
  });
  // Esc is answered even when the dialog may not be dismissed, so that it never reaches a dialog below.
  const dismiss = useDismiss({
    open: true,
    onDismiss: () => {
      if (closable) onClose?.();
    },
  });

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A dialog opened from inside this one bubbles through React's tree; only the dialog
    // holding the focus answers.
    if (!panelRef.current?.contains(event.target as Node)) return;
    if (!dismiss.onKeyDown(event)) trapTab(event);
  };

  // A press must start and end on the backdrop: selecting text in the dialog and releasing
  // the mouse outside it must not close the dialog.
  const backdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
    // Keeps the focus inside the dialog instead of dropping it onto the page.
    if (pressedOnBackdrop.current) event.preventDefault();
  };
  const backdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closable && pressedOnBackdrop.current && event.target === event.currentTarget) onClose?.();
    pressedOnBackdrop.current = false;
  };

  return (
    <DialogBackdrop data-dialog-backdrop="" data-placement={placement} onMouseDown={backdropMouseDown} onClick={backdropClick}>
      <DialogPanel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className}
        style={{ width: typeof width === 'number' ? `${width}px` : width }}
        onKeyDown={keyDown}
      >
        <DialogHeader data-closable={closable ? 'true' : 'false'}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody ref={bodyRef} tabIndex={bodyScrolls ? 0 : undefined}>
          {children}
        </DialogBody>
        {footer !== undefined && footer !== null && <DialogFooter>{footer}</DialogFooter>}
        {closable && (
          <DialogCloseButton type="button" aria-label={messages.close} onClick={() => onClose?.()}>
            <CloseIcon />
          </DialogCloseButton>
        )}
      </DialogPanel>
    </DialogBackdrop>
  );
}
