export type PopoverPlacement = 'left' | 'right' | 'bottom' | 'top';

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Space between the trigger and the panel, and between the panel and the window's edge. */
const GAP = 8;
const opposite: Record<PopoverPlacement, PopoverPlacement> = { left: 'right', right: 'left', top: 'bottom', bottom: 'top' };

const besideTrigger = (trigger: Box, panel: Box, placement: PopoverPlacement) => {
  const centredLeft = trigger.left + (trigger.width - panel.width) / 2;
  const centredTop = trigger.top + (trigger.height - panel.height) / 2;
  switch (placement) {
    case 'top':
      return { top: trigger.top - GAP - panel.height, left: centredLeft };
    case 'bottom':
      return { top: trigger.top + trigger.height + GAP, left: centredLeft };
    case 'left':
      return { top: centredTop, left: trigger.left - GAP - panel.width };
    case 'right':
      return { top: centredTop, left: trigger.left + trigger.width + GAP };
  }
};

const fits = (position: { top: number; left: number }, panel: Box, viewport: { width: number; height: number }) =>
  position.top >= GAP &&
  position.left >= GAP &&
  position.top + panel.height <= viewport.height - GAP &&
  position.left + panel.width <= viewport.width - GAP;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/**
 * Where a fixed panel goes next to its trigger (viewport coordinates): on the asked side, or
 * the opposite one when only that fits, then nudged inside the window.
 */
export function placePanel(
  trigger: Box,
  panel: Box,
  placement: PopoverPlacement,
  viewport: { width: number; height: number },
): { top: number; left: number; placement: PopoverPlacement } {
  let side = placement;
  let position = besideTrigger(trigger, panel, side);
  if (!fits(position, panel, viewport)) {
    const flipped = besideTrigger(trigger, panel, opposite[side]);
    if (fits(flipped, panel, viewport)) {
      side = opposite[side];
      position = flipped;
    }
  }
  return {
    top: clamp(position.top, GAP, Math.max(GAP, viewport.height - GAP - panel.height)),
    left: clamp(position.left, GAP, Math.max(GAP, viewport.width - GAP - panel.width)),
    placement: side,
  };
}
