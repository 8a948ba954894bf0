import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { elementOf, type ElementSource } from '../elementSource';
import { tabbableIn } from './tabbable';

export interface FocusTrapOptions {
  /**
   * Whether the focus belongs in the container: it moves in when this turns true (or the
   * container arrives) and goes back when this turns false or the component goes away.
   */
  active: boolean;
  /**
   * The element that takes the focus on activation: by default the container's first tabbable
   * element, else the container itself. `false` leaves the focus where it is.
   */
  initialFocus?: false | ((container: HTMLElement) => HTMLElement | null | undefined);
  /**
   * Where the focus goes on deactivation, read at that moment (the element may only have rendered
   * with the close); while it cannot take the focus, back to whatever had it before activation.
   * `false` leaves the focus alone. Either way, a focus the user has already moved elsewhere stays.
   */
  returnFocus?: ElementSource | false;
  /**
   * For a panel that follows its trigger in the tab order instead of trapping: Tab past the last
   * element, or Shift+Tab past the first, calls this (with the key's default prevented) instead
   * of wrapping around.
   */
  onTabOut?: (direction: 'forward' | 'backward') => void;
}

/**
 * Keeps the focus in a container (a dialog, a drawer, a popover): moves it in on activation,
 * gives it back on deactivation, and returns the container's key handler, which wraps Tab and
 * Shift+Tab around at its edges so the focus never reaches the page behind.
 */
export function useFocusTrap(container: ElementSource, options: FocusTrapOptions): (event: KeyboardEvent) => void {
  const { active } = options;
  // Read when needed, without re-running the effect: a caller passing a new function or ref
  // object on a render must not move the focus out of the open container and back in.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const element = elementOf(container);
    if (!active || !element) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { initialFocus } = latest.current;
    if (initialFocus !== false) {
      const chosen = initialFocus?.(element) ?? tabbableIn(element)[0] ?? element;
      chosen.focus();
    }
    return () => {
      const { returnFocus } = latest.current;
      if (returnFocus === false) return;
      // The focus is given back only from inside, or from nowhere (the container is gone or the
      // press that closed it landed on no focusable element).
      const now = document.activeElement;
      if (now !== null && now !== document.body && !element.contains(now)) return;
      const chosen = elementOf(returnFocus);
      // A hidden or removed element does not take the focus; then it goes back as usual.
      if (chosen?.isConnected) chosen.focus();
      if (document.activeElement !== chosen && previous?.isConnected) previous.focus();
    };
  }, [active, container]);

  return (event) => {
    const element = elementOf(container);
    // A key handled already (a popover's trigger moving into its panel), or bubbled through
    // React's tree from a portal outside the container, is not this container's.
    if (event.key !== 'Tab' || event.defaultPrevented || !element || !element.contains(event.target as Node)) return;
    const tabbable = tabbableIn(element);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    const focused = document.activeElement;
    const atEdge = event.shiftKey ? !first || focused === element || focused === first : !last || focused === last;
    if (!atEdge) return;
    event.preventDefault();
    if (options.onTabOut) options.onTabOut(event.shiftKey ? 'backward' : 'forward');
    else ((event.shiftKey ? last : first) ?? element).focus();
  };
}
