import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { tabbableIn } from './tabbable';

/**
 * Moves focus into the dialog when it mounts and, when it unmounts, to `returnFocusRef`'s
 * element if given, else back to whatever had it before. The scrolling body is skipped: a
 * form's first field is a better start.
 */
export function useDialogFocus(
  panelRef: RefObject<HTMLElement | null>,
  bodyRef: RefObject<HTMLElement | null>,
  returnFocusRef?: RefObject<HTMLElement | null>,
): void {
  // Kept current without re-running the effect: a caller passing a new ref object on a render
  // must not move the focus out of the open dialog and back in.
  const returnTo = useRef(returnFocusRef);
  useLayoutEffect(() => {
    returnTo.current = returnFocusRef;
  });
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = tabbableIn(panel).find((element) => element !== bodyRef.current) ?? panel;
    target.focus();
    return () => {
      // Read at closing: the element may only have rendered with the close. A hidden or removed
      // element does not take the focus; then it goes back as usual.
      const chosen = returnTo.current?.current;
      if (chosen?.isConnected) chosen.focus();
      if (document.activeElement !== chosen && previous?.isConnected) previous.focus();
    };
  }, [panelRef, bodyRef]);
}

/** Wraps Tab and Shift+Tab around at the dialog's edges, so focus never reaches the page behind. */
export function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  const tabbable = tabbableIn(panel);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (event.shiftKey && (active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Whether the element's content overflows it. A scrolling region must be reachable from the
 * keyboard, or text below the fold cannot be read without a mouse.
 */
export function useScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
