import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { elementOf, type ElementSource } from '../elementSource';

export interface DismissOptions {
  /** Whether the component is open; nothing is dismissed while it is closed. */
  open: boolean;
  /** Closes the component. */
  onDismiss: () => void;
  /**
   * Where the focus goes after Esc on the component: an element (or a ref to one) that takes
   * it unless it has it already, or a function that moves it. Left out, the focus stays.
   */
  returnFocus?: ElementSource | (() => void);
  /**
   * The component's own elements, for closing on a pointer down anywhere else (the trigger
   * belongs here, so that its own click toggles). Left out, presses elsewhere are not watched.
   */
  inside?: readonly ElementSource[];
  /**
   * Also closes on Esc pressed anywhere in the page, not only on the elements given `onKeyDown`,
   * without moving the focus: content shown on hover, or a drawer.
   */
  escapeAnywhere?: boolean;
}

export interface Dismiss {
  /**
   * Give it the component's key presses (or call it first in its own handler): Esc closes, puts
   * the focus where asked, and is stopped there, so a dialog around the component stays open.
   * Returns whether it handled the key.
   */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

const isEscape = (event: { key: string; defaultPrevented: boolean }) => event.key === 'Escape' && !event.defaultPrevented;

/** Closes a popup on Esc and on a pointer down outside its elements. */
export function useDismiss(options: DismissOptions): Dismiss {
  const { open, escapeAnywhere = false } = options;
  const watchesPresses = options.inside !== undefined;
  // Read when an event comes: the elements and the callback change with every render.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!open || (!escapeAnywhere && !watchesPresses)) return undefined;
    const keyDown = (event: globalThis.KeyboardEvent) => {
      if (isEscape(event)) latest.current.onDismiss();
    };
    const pointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      const inside = latest.current.inside ?? [];
      if (!inside.some((source) => elementOf(source)?.contains(target))) latest.current.onDismiss();
    };
    if (escapeAnywhere) document.addEventListener('keydown', keyDown);
    if (watchesPresses) document.addEventListener('pointerdown', pointerDown);
    return () => {
      document.removeEventListener('keydown', keyDown);
      document.removeEventListener('pointerdown', pointerDown);
    };
  }, [open, escapeAnywhere, watchesPresses]);

  return {
    onKeyDown: (event) => {
      if (!open || !isEscape(event)) return false;
      event.preventDefault();
      event.stopPropagation();
      const { onDismiss, returnFocus } = options;
      onDismiss();
      if (typeof returnFocus === 'function') {
        returnFocus();
      } else {
        const target = elementOf(returnFocus);
        if (target && document.activeElement !== target) target.focus();
      }
      return true;
    },
  };
}
