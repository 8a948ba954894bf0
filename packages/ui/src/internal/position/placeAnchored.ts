/** The side of its anchor a floating element appears on. */
export type AnchorSide = 'top' | 'bottom' | 'left' | 'right';

/** Where the floating element lines up along the anchor's side: its middle, or its start or end edge. */
export type AnchorAlign = 'center' | 'start' | 'end';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

interface Size {
  width: number;
  height: number;
}

export interface AnchorOptions {
  /** The side asked for; the opposite one is used when only that has room. */
  side: AnchorSide;
  /** `center` (default), or the anchor's top or left edge (`start`), or its bottom or right edge (`end`). */
  align?: AnchorAlign;
  /** Space between the anchor and the floating element (default 8). */
  gap?: number;
  /** Space kept between the floating element and the window's edges (default 8). */
  margin?: number;
  /** Gives the floating element the anchor's width, as a select's list has. */
  matchWidth?: boolean;
  /**
   * For a floating element that scrolls its content (a list): its height is held to the room
   * it has, between `min` and `max`, and it changes to the opposite side when the room on the
   * asked side is under `wanted` (default `min`) and the other side has more.
   */
  shrink?: { min: number; max?: number; wanted?: number };
}

export interface AnchoredPlace {
  /** Viewport coordinates for a fixed element. */
  top: number;
  left: number;
  /** The side actually used. */
  side: AnchorSide;
  /** With `matchWidth`: the anchor's width. */
  width?: number;
  /** With `shrink`: the most height the element may take. */
  maxHeight?: number;
}

const DEFAULT_SPACE = 8;
const opposite: Record<AnchorSide, AnchorSide> = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' };
const isVertical = (side: AnchorSide) => side === 'top' || side === 'bottom';
const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/** The free space between the anchor (and the gap) and the window's edge (less its margin) on one side. */
const roomOn = (side: AnchorSide, anchor: Box, viewport: Size, gap: number, margin: number) => {
  switch (side) {
    case 'top':
      return anchor.top - gap - margin;
    case 'bottom':
      return viewport.height - (anchor.top + anchor.height) - gap - margin;
    case 'left':
      return anchor.left - gap - margin;
    case 'right':
      return viewport.width - (anchor.left + anchor.width) - gap - margin;
  }
};

const alongSide = (start: number, length: number, size: number, align: AnchorAlign) =>
  align === 'start' ? start : align === 'end' ? start + length - size : start + (length - size) / 2;

/**
 * Where a fixed floating element goes next to its anchor (viewport coordinates): on the asked
 * side, or the opposite one when only that has room, lined up as asked, then nudged inside the
 * window.
 */
export function placeAnchored(anchor: Box, floating: Size, viewport: Size, options: AnchorOptions): AnchoredPlace {
  const { align = 'center', gap = DEFAULT_SPACE, margin = DEFAULT_SPACE, matchWidth = false, shrink } = options;
  const width = matchWidth ? anchor.width : floating.width;
  const shrinks = shrink !== undefined && isVertical(options.side);
  const needed = shrinks ? (shrink.wanted ?? shrink.min) : isVertical(options.side) ? floating.height : width;

  let side = options.side;
  const room = roomOn(side, anchor, viewport, gap, margin);
  const roomOpposite = roomOn(opposite[side], anchor, viewport, gap, margin);
  // A scrolling list makes do with the bigger side; anything else moves only to a side where it fits whole.
  if (room < needed && (shrinks ? roomOpposite > room : roomOpposite >= needed)) side = opposite[side];

  let maxHeight: number | undefined;
  if (shrink) {
    const roomForHeight = isVertical(side)
      ? roomOn(side, anchor, viewport, gap, margin)
      : align === 'start'
        ? viewport.height - anchor.top - margin
        : align === 'end'
          ? anchor.top + anchor.height - margin
          : viewport.height - 2 * margin;
    maxHeight = clamp(roomForHeight, shrink.min, shrink.max ?? Number.POSITIVE_INFINITY);
  }
  const height = Math.min(floating.height, maxHeight ?? Number.POSITIVE_INFINITY);

  let top: number;
  let left: number;
  switch (side) {
    case 'top':
      top = anchor.top - gap - height;
      left = alongSide(anchor.left, anchor.width, width, align);
      break;
    case 'bottom':
      top = anchor.top + anchor.height + gap;
      left = alongSide(anchor.left, anchor.width, width, align);
      break;
    case 'left':
      top = alongSide(anchor.top, anchor.height, height, align);
      left = anchor.left - gap - width;
      break;
    case 'right':
      top = alongSide(anchor.top, anchor.height, height, align);
      left = anchor.left + anchor.width + gap;
      break;
  }

  return {
    top: clamp(top, margin, Math.max(margin, viewport.height - margin - height)),
    left: clamp(left, margin, Math.max(margin, viewport.width - margin - width)),
    side,
    ...(matchWidth ? { width } : {}),
    ...(maxHeight === undefined ? {} : { maxHeight }),
  };
}
