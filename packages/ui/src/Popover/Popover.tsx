import { useCallback, useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDismiss } from '../internal/dismiss/useDismiss';
import { tabbableIn } from '../internal/focus/tabbable';
import { useFocusTrap } from '../internal/focus/useFocusTrap';
import { useAnchoredPosition } from '../internal/position/useAnchoredPosition';
import { usePortalTarget } from '../internal/usePortalTarget';
import { PopoverPanel } from './Popover.styles';
import { useTimer } from './useTimer';

/** Side of the trigger the panel appears on. */
export type PopoverPlacement = 'left' | 'right' | 'bottom' | 'top';
export type PopoverOpenOn = 'click' | 'hover';

/** What the trigger element must receive: spread all of it onto a focusable element, usually a button. */
export interface PopoverTriggerProps {
  /** Lets the popover measure the trigger and give the focus back to it. */
  ref: (element: HTMLElement | null) => void;
  /** Says the trigger opens a dialog. */
  'aria-haspopup': 'dialog';
  /** Whether the panel is open. */
  'aria-expanded': boolean;
  /** Id of the panel while it is open. */
  'aria-controls': string | undefined;
  /** Hover mode: the panel's content is read with the trigger, as it cannot be tabbed to. */
  'aria-describedby': string | undefined;
  /** Opens on Enter or Space, closes on Esc. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Click mode: opens and closes the panel. */
  onClick?: () => void;
  /** Hover mode: opens the panel. */
  onMouseEnter?: () => void;
  /** Hover mode: closes the panel after a short delay. */
  onMouseLeave?: () => void;
  /** Hover mode: opens the panel from the keyboard. */
  onFocus?: () => void;
  /** Hover mode: closes the panel when the focus leaves trigger and panel. */
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface PopoverProps {
  /** Renders the trigger; spread the given props onto it. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** What the panel shows, e.g. the mobile app's QR codes. */
  content: ReactNode;
  /**
   * `click` (default) toggles on click, Enter or Space and closes on a click outside. `hover`
   * opens while the pointer is over the trigger or the keyboard focus is on it, and closes
   * 200 ms after the pointer leaves both trigger and panel, so it can travel to the panel.
   */
  openOn?: PopoverOpenOn;
  /** Side of the trigger the panel appears on (default `bottom`); the opposite side when only that fits. */
  placement?: PopoverPlacement;
  /** Names the panel for screen readers. */
  label: string;
  /** Controls the open state; leave out to let the popover keep its own. */
  open?: boolean;
  /** Called whenever the popover wants to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const HOVER_CLOSE_DELAY_MS = 200;

/** Focuses the first element after `trigger` in the page's tab order, as if the panel were not there. */
const focusAfter = (trigger: HTMLElement, panel: HTMLElement) => {
  const tabbable = tabbableIn(document.body).filter((element) => !panel.contains(element));
  (tabbable[tabbable.indexOf(trigger) + 1] ?? trigger).focus();
};

/**
 * A small floating panel beside a trigger. Esc closes it from the trigger or the panel and
 * puts the focus back on the trigger; in the tab order the panel follows its trigger.
 */
export function Popover({
  trigger,
  content,
  openOn = 'click',
  placement = 'bottom',
  label,
  open: controlledOpen,
  onOpenChange,
  className,
}: PopoverProps) {
  const target = usePortalTarget();
  const panelId = useId();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const [panelElement, setPanelElement] = useState<HTMLElement | null>(null);
  const { style: panelStyle, side: placedSide } = useAnchoredPosition(triggerElement, panelElement, { open, side: placement });
  const closeTimer = useTimer();

  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      if (controlledOpen === undefined) setOwnOpen(next);
      onOpenChange?.(next);
    },
    [open, controlledOpen, onOpenChange],
  );
  const closeSoon = () => closeTimer.start(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  const openNow = () => {
    closeTimer.cancel();
    setOpen(true);
  };

  // Esc on the trigger or the panel also stops a dialog around the popover from closing. Hover
  // content must be dismissible without moving the pointer (WCAG 1.4.13), so Esc anywhere closes it.
  const dismiss = useDismiss({
    open,
    onDismiss: () => setOpen(false),
    returnFocus: triggerElement,
    inside: openOn === 'click' ? [triggerElement, panelElement] : undefined,
    escapeAnywhere: true,
  });

  // A clicked popover takes the focus, so its content is next for a keyboard user; in the tab
  // order the panel sits between its trigger and whatever follows the trigger.
  const panelTabKey = useFocusTrap(panelElement, {
    active: open && openOn === 'click',
    returnFocus: false,
    onTabOut: (direction) => {
      if (!triggerElement || !panelElement) return;
      if (direction === 'backward') {
        triggerElement.focus();
      } else {
        setOpen(false);
        focusAfter(triggerElement, panelElement);
      }
    },
  });

  const triggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (dismiss.onKeyDown(event) || event.key !== 'Tab' || event.shiftKey || !panelElement) return;
    const first = tabbableIn(panelElement)[0];
    if (openOn === 'click' || first) {
      event.preventDefault();
      (first ?? panelElement).focus();
    }
  };

  const panelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!dismiss.onKeyDown(event)) panelTabKey(event);
  };

  const focusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !triggerElement?.contains(next) && !panelElement?.contains(next)) setOpen(false);
  };

  const hover = openOn === 'hover';
  const triggerProps: PopoverTriggerProps = {
    ref: setTriggerElement,
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? panelId : undefined,
    'aria-describedby': hover && open ? panelId : undefined,
    onKeyDown: triggerKeyDown,
    ...(hover
      ? { onMouseEnter: openNow, onMouseLeave: closeSoon, onFocus: openNow, onBlur: focusLeaves }
      : { onClick: () => setOpen(!open) }),
  };

  return (
    <>
      {trigger(triggerProps)}
      {open &&
        target &&
        createPortal(
          <PopoverPanel
            ref={setPanelElement}
            id={panelId}
            role="dialog"
            aria-label={label}
            tabIndex={-1}
            className={className}
            style={panelStyle}
            data-placement={placedSide}
            onKeyDown={panelKeyDown}
            onBlur={focusLeaves}
            onMouseEnter={hover ? closeTimer.cancel : undefined}
            onMouseLeave={hover ? closeSoon : undefined}
          >
            {content}
          </PopoverPanel>,
          target,
        )}
    </>
  );
}
