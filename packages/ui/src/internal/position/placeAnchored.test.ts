import { describe, expect, it } from 'vitest';
import { placeAnchored } from './placeAnchored';

const viewport = { width: 1000, height: 800 };
const trigger = { top: 300, left: 400, width: 100, height: 40 };
const panel = { top: 0, left: 0, width: 200, height: 120 };

describe('placeAnchored', () => {
  it('puts the panel 8 px from the trigger on the asked side, centred along it', () => {
    expect(placeAnchored(trigger, panel, viewport, { side: 'bottom' })).toEqual({ top: 348, left: 350, side: 'bottom' });
    expect(placeAnchored(trigger, panel, viewport, { side: 'top' })).toEqual({ top: 172, left: 350, side: 'top' });
    expect(placeAnchored(trigger, panel, viewport, { side: 'left' })).toEqual({ top: 260, left: 192, side: 'left' });
    expect(placeAnchored(trigger, panel, viewport, { side: 'right' })).toEqual({ top: 260, left: 508, side: 'right' });
  });

  it('flips to the opposite side when only that one fits', () => {
    // The floating toolbar's trigger sits 5 px from the right edge.
    const atRightEdge = { top: 300, left: 920, width: 75, height: 40 };
    expect(placeAnchored(atRightEdge, panel, viewport, { side: 'right' })).toMatchObject({ left: 712, side: 'left' });
  });

  it('keeps the panel inside the window when neither side fits', () => {
    const nearTopLeft = { top: 4, left: 0, width: 40, height: 20 };
    expect(placeAnchored(nearTopLeft, { ...panel, height: 900 }, viewport, { side: 'top' })).toEqual({ top: 8, left: 8, side: 'top' });
  });

  it('lines the panel up with the start or the end of the anchor, with the gap asked for', () => {
    // The user menu hangs from its button's right edge.
    expect(placeAnchored(trigger, panel, viewport, { side: 'bottom', align: 'end', gap: 4 })).toEqual({ top: 344, left: 300, side: 'bottom' });
    // A collapsed sidebar's submenu starts level with its entry, flush against it.
    expect(placeAnchored(trigger, panel, viewport, { side: 'right', align: 'start', gap: 0 })).toEqual({ top: 300, left: 500, side: 'right' });
  });

  it('gives a scrolling list the anchor’s width and the room below, opening upwards only when that is short and above is longer', () => {
    const list = { top: 0, left: 0, width: 50, height: 400 };
    const options = { side: 'bottom', align: 'start', gap: 4, margin: 4, matchWidth: true, shrink: { min: 80, max: 320, wanted: 160 } } as const;
    expect(placeAnchored(trigger, list, viewport, options)).toEqual({ top: 344, left: 400, side: 'bottom', width: 100, maxHeight: 320 });
    // Too little room below the control, and more above.
    const low = { ...trigger, top: 642 };
    expect(placeAnchored(low, list, viewport, options)).toEqual({ top: 318, left: 400, side: 'top', width: 100, maxHeight: 320 });
    // A short list sits right on top of the control.
    expect(placeAnchored(low, { ...list, height: 100 }, viewport, options)).toMatchObject({ top: 538, side: 'top' });
    // Room for the wanted height below is enough, however long the list: it scrolls.
    const lower = { ...trigger, top: 592 };
    expect(placeAnchored(lower, list, viewport, options)).toMatchObject({ top: 636, side: 'bottom', maxHeight: 160 });
  });

  it('holds a side panel to the room under its start, but never under its minimum', () => {
    const submenu = { top: 0, left: 0, width: 200, height: 900 };
    const options = { side: 'right', align: 'start', gap: 0, shrink: { min: 120 } } as const;
    expect(placeAnchored(trigger, submenu, viewport, options)).toEqual({ top: 300, left: 500, side: 'right', maxHeight: 492 });
    // Near the bottom the minimum wins, and the panel moves up to stay in the window.
    const nearBottom = { ...trigger, top: 740 };
    expect(placeAnchored(nearBottom, submenu, viewport, options)).toEqual({ top: 672, left: 500, side: 'right', maxHeight: 120 });
  });
});
