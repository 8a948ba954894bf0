import { describe, expect, it } from 'vitest';
import { placePanel } from './placePanel';

const viewport = { width: 1000, height: 800 };
const trigger = { top: 300, left: 400, width: 100, height: 40 };
const panel = { top: 0, left: 0, width: 200, height: 120 };

describe('placePanel', () => {
  it('puts the panel 8 px from the trigger on the asked side, centred along it', () => {
    expect(placePanel(trigger, panel, 'bottom', viewport)).toEqual({ top: 348, left: 350, placement: 'bottom' });
    expect(placePanel(trigger, panel, 'top', viewport)).toEqual({ top: 172, left: 350, placement: 'top' });
    expect(placePanel(trigger, panel, 'left', viewport)).toEqual({ top: 260, left: 192, placement: 'left' });
    expect(placePanel(trigger, panel, 'right', viewport)).toEqual({ top: 260, left: 508, placement: 'right' });
  });

  it('flips to the opposite side when only that one fits', () => {
    // The floating toolbar's trigger sits 5 px from the right edge.
    const atRightEdge = { top: 300, left: 920, width: 75, height: 40 };
    expect(placePanel(atRightEdge, panel, 'right', viewport)).toMatchObject({ left: 712, placement: 'left' });
  });

  it('keeps the panel inside the window when neither side fits', () => {
    const nearTopLeft = { top: 4, left: 0, width: 40, height: 20 };
    expect(placePanel(nearTopLeft, { ...panel, height: 900 }, 'top', viewport)).toEqual({ top: 8, left: 8, placement: 'top' });
  });
});
