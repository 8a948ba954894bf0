import { useEffect, type RefObject } from 'react';

/** The custom property the portal frame reads to leave room at the end of the page. */
export const bottomBarHeightProperty = '--sp-toolbar-height';

/**
 * While `active` (the toolbar is a bar fixed at the bottom of a phone's screen), keeps the
 * bar's height on the document as `--sp-toolbar-height`, so the portal frame can add that much
 * room after the footer and the end of every page scrolls clear of the bar. The height follows
 * the bar as it wraps or opens its panel; the property goes when the bar does.
 */
export function useBottomBarClearance(bar: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = bar.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return undefined;
    const root = element.ownerDocument.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(bottomBarHeightProperty, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(bottomBarHeightProperty);
    };
  }, [bar, active]);
}
