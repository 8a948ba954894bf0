import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTheme } from '../ThemeProvider';

export interface ChartBox {
  /** The width the chart has, once known; unknown on a server and where nothing is laid out. */
  width?: number;
  /** The size of the chart's text. */
  fontSize: number;
}

const defaultFontSize = 14;

const readFontSize = (element: Element) => {
  const size = Number.parseFloat(getComputedStyle(element).fontSize);
  return Number.isFinite(size) && size > 0 ? size : defaultFontSize;
};

/**
 * The width and text size a chart is drawn at, followed as they change: the chart is drawn at
 * its real size, so it fills its container and its text is never scaled down with it.
 * Read before the first paint, so the picture does not jump. While the page prints, the width
 * is given up: the paper's width is not known beforehand, and a chart drawn for the screen's
 * width would shrink its text to fit the sheet, whereas the natural width scales up to it.
 */
export function useChartBox(ref: RefObject<HTMLElement | null>): ChartBox {
  const { elder } = useTheme();
  const [box, setBox] = useState<ChartBox>({ fontSize: defaultFontSize });
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    // The print is laid out straight after this event: the chart must have changed by then.
    const beforePrint = () => flushSync(() => setPrinting(true));
    const afterPrint = () => setPrinting(false);
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const take = (width: number) => {
      const next: ChartBox = width > 0 ? { width: Math.floor(width), fontSize: readFontSize(element) } : { fontSize: readFontSize(element) };
      setBox((current) => (current.width === next.width && current.fontSize === next.fontSize ? current : next));
    };
    take(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) take(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
    // The elder-friendly mode changes the text size without always changing the width.
  }, [ref, elder]);

  return printing ? { fontSize: box.fontSize } : box;
}
