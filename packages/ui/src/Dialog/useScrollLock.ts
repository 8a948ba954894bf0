import { useEffect } from 'react';

// Dialogs can stack (a MessageBox over a form dialog); the page unlocks when the last one closes.
let activeLocks = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

/** Keeps the page behind an overlay from scrolling while `active`. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const { body, documentElement } = document;
    if (activeLocks === 0) {
      savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      // Hiding the scrollbar would shift the page sideways; padding takes its place.
      const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    }
    activeLocks += 1;
    return () => {
      activeLocks -= 1;
      if (activeLocks === 0 && savedBodyStyle) {
        body.style.overflow = savedBodyStyle.overflow;
        body.style.paddingRight = savedBodyStyle.paddingRight;
        savedBodyStyle = null;
      }
    };
  }, [active]);
}
