import { useLayoutEffect, useState, type CSSProperties } from 'react';
import { elementOf, type ElementSource } from '../elementSource';
import { placeAnchored, type AnchoredPlace, type AnchorOptions, type AnchorSide } from './placeAnchored';

export interface AnchoredPositionOptions extends AnchorOptions {
  /** Whether the floating element is shown; it is measured and placed only then. */
  open: boolean;
}

export interface AnchoredPosition {
  /**
   * Fixed-position coordinates (and width or max height when asked for). Measured and applied in
   * layout effects, before the first paint; the element is never hidden meanwhile, as a hidden
   * element could not take the focus.
   */
  style: CSSProperties;
  /** The side actually used. */
  side: AnchorSide;
}

const samePlace = (a: AnchoredPlace | null, b: AnchoredPlace) =>
  a !== null && a.top === b.top && a.left === b.left && a.side === b.side && a.width === b.width && a.maxHeight === b.maxHeight;

/**
 * Keeps a fixed floating element (a popover, a list, a menu) next to its anchor while open:
 * placed before the first paint, then again on any scroll (of the page or a scrolling
 * container), resize, or change in the element's size (a picture arriving).
 */
export function useAnchoredPosition(anchor: ElementSource, floating: ElementSource, options: AnchoredPositionOptions): AnchoredPosition {
  const { open, side, align, gap, margin, matchWidth } = options;
  const { min: shrinkMin, max: shrinkMax, wanted: shrinkWanted } = options.shrink ?? {};
  const [placed, setPlaced] = useState<AnchoredPlace | null>(null);

  useLayoutEffect(() => {
    const anchorElement = elementOf(anchor);
    const floatingElement = elementOf(floating);
    if (!open || !anchorElement || !floatingElement) return undefined;
    const shrink = shrinkMin === undefined ? undefined : { min: shrinkMin, max: shrinkMax, wanted: shrinkWanted };
    const update = () => {
      // An element moving into the theme's portal root is measured once more, attached.
      if (!floatingElement.isConnected) return;
      const next = placeAnchored(
        anchorElement.getBoundingClientRect(),
        floatingElement.getBoundingClientRect(),
        { width: window.innerWidth, height: window.innerHeight },
        { side, align, gap, margin, matchWidth, shrink },
      );
      setPlaced((previous) => (samePlace(previous, next) ? previous : next));
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(floatingElement);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [open, anchor, floating, side, align, gap, margin, matchWidth, shrinkMin, shrinkMax, shrinkWanted]);

  if (!placed) return { style: {}, side };
  return {
    style: {
      top: placed.top,
      left: placed.left,
      ...(placed.width === undefined ? {} : { width: placed.width }),
      ...(placed.maxHeight === undefined ? {} : { maxHeight: placed.maxHeight }),
    },
    side: placed.side,
  };
}
