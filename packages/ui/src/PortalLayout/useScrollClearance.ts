import { useEffect, type RefObject } from 'react';

/**
 * While `active` (the header sticks to the top of a phone's screen), keeps the page's scroll
 * padding as tall as the header, so an element scrolled into view (by the keyboard's focus or
 * an anchor) lands below the header rather than under it.
 */
export function useScrollClearance(header: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = header.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return undefined;
    const root = element.ownerDocument.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `${Math.ceil(element.getBoundingClientRect().height)}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, [header, active]);
}
