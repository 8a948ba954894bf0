import { useLayoutEffect, useState, type CSSProperties } from 'react';
import { placePanel, type PopoverPlacement } from './placePanel';

interface PanelPosition {
  /** Give it to the panel as its `ref`. */
  setPanel: (element: HTMLElement | null) => void;
  /** The panel, while it is mounted. */
  panel: HTMLElement | null;
  /**
   * Fixed-position coordinates. Measured and applied in layout effects, before the first paint;
   * the panel is never hidden meanwhile, as a hidden panel could not take the focus.
   */
  style: CSSProperties;
  /** The side actually used. */
  placement: PopoverPlacement;
}

/**
 * Keeps a fixed panel next to its trigger: placed before the first paint, then again on any
 * scroll (of the page or a scrolling container), resize, or change in the panel's size (a QR
 * code's picture arriving).
 */
export function usePanelPosition(trigger: HTMLElement | null, placement: PopoverPlacement): PanelPosition {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const [placed, setPlaced] = useState<ReturnType<typeof placePanel> | null>(null);
  useLayoutEffect(() => {
    if (!trigger || !panel) return undefined;
    const update = () => {
      // A panel moving into the theme's portal root is measured once more, attached.
      if (!panel.isConnected) return;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      setPlaced(placePanel(trigger.getBoundingClientRect(), panel.getBoundingClientRect(), placement, viewport));
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(panel);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [trigger, panel, placement]);
  return {
    setPanel,
    panel,
    style: placed ? { top: placed.top, left: placed.left } : {},
    placement: placed?.placement ?? placement,
  };
}
