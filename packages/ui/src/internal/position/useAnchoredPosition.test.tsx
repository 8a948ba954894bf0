import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnchorOptions } from './placeAnchored';
import { useAnchoredPosition } from './useAnchoredPosition';

function Anchored({ open = true, ...options }: Partial<AnchorOptions> & { open?: boolean }) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const { style, side } = useAnchoredPosition(anchorRef, panel, { side: 'bottom', open, ...options });
  return (
    <>
      <button ref={anchorRef} type="button">
        移动端
      </button>
      <div ref={setPanel} role="dialog" aria-label="二维码" hidden={!open} data-side={side} style={{ position: 'fixed', ...style }} />
    </>
  );
}

// jsdom lays nothing out: the anchor and the panel report the boxes a browser would.
let anchorBox = { x: 400, y: 300, width: 100, height: 40 };
const measured = vi.fn();
const layOut = (panelBox = { x: 0, y: 0, width: 200, height: 120 }) =>
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    measured();
    return DOMRect.fromRect(this.getAttribute('role') === 'dialog' ? panelBox : anchorBox);
  });

const panel = () => screen.getByRole('dialog', { hidden: true });

describe('useAnchoredPosition', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    measured.mockReset();
    anchorBox = { x: 400, y: 300, width: 100, height: 40 };
  });

  it('places the element on the asked side of its anchor, lined up as asked', () => {
    layOut();
    const { rerender } = render(<Anchored />);
    expect(panel()).toHaveStyle({ top: '348px', left: '350px' });
    expect(panel()).toHaveAttribute('data-side', 'bottom');
    rerender(<Anchored side="bottom" align="end" gap={4} />);
    expect(panel()).toHaveStyle({ top: '344px', left: '300px' });
  });

  it('uses the opposite side when only that has room, and follows the anchor on scroll and resize', () => {
    layOut();
    anchorBox = { ...anchorBox, y: 700 };
    render(<Anchored />);
    expect(panel()).toHaveAttribute('data-side', 'top');
    expect(panel()).toHaveStyle({ top: '572px' });
    anchorBox = { ...anchorBox, y: 200 };
    fireEvent.scroll(window);
    expect(panel()).toHaveAttribute('data-side', 'bottom');
    expect(panel()).toHaveStyle({ top: '248px' });
    anchorBox = { ...anchorBox, x: 100 };
    fireEvent(window, new Event('resize'));
    expect(panel()).toHaveStyle({ left: '50px' });
  });

  it('gives a scrolling list the anchor’s width and the height it has room for', () => {
    layOut({ x: 0, y: 0, width: 50, height: 600 });
    render(<Anchored align="start" gap={4} margin={4} matchWidth shrink={{ min: 80, max: 320, wanted: 160 }} />);
    expect(panel()).toHaveStyle({ top: '344px', left: '400px', width: '100px', maxHeight: '320px' });
  });

  it('measures nothing while closed', () => {
    layOut();
    render(<Anchored open={false} />);
    expect(measured).not.toHaveBeenCalled();
    fireEvent.scroll(window);
    expect(measured).not.toHaveBeenCalled();
    expect(panel().style.top).toBe('');
  });
});
