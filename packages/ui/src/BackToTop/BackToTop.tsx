import { useEffect, useRef, useState } from 'react';
import { useBackToTopMessages } from '../messages';
import { BackToTopButton } from './BackToTop.styles';
import { scrollToTop, windowScroll, type ScrollTarget } from './scrollToTop';

export interface BackToTopProps {
  /** Scroll distance in px after which the control appears (docs/product/frame.md#back-to-top: 200). */
  visibilityHeight?: number;
  /** Interval of the scrolling steps in ms (docs/product/platform.md#business-constants: 16). */
  stepMs?: number;
  /** `fixed` floats at the bottom right; `inline` sits where it is placed (e.g. in the floating toolbar). */
  placement?: 'fixed' | 'inline';
  /**
   * Id of the element that receives focus once the page is back at the top, so a keyboard user
   * continues from the top instead of from a control that has just disappeared.
   */
  focusTargetId?: string;
  /** What scrolls; the window by default. */
  scrollTarget?: ScrollTarget;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/** A control that brings the learner back to the top of a long page. */
export function BackToTop({
  visibilityHeight = 200,
  stepMs = 16,
  placement = 'fixed',
  focusTargetId,
  scrollTarget = windowScroll,
  className,
}: BackToTopProps) {
  const label = useBackToTopMessages().label;
  // Read after mounting, not while rendering: reading the scroll position in the middle of a
  // render makes the browser lay out the page before the new parts are even in it.
  const [visible, setVisible] = useState(false);
  const stopRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const update = () => setVisible(scrollTarget.read() >= visibilityHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      stopRef.current();
    };
  }, [scrollTarget, visibilityHeight]);

  if (!visible) return null;
  const goToTop = () => {
    stopRef.current();
    stopRef.current = scrollToTop(scrollTarget, {
      stepMs,
      reducedMotion: prefersReducedMotion(),
      onDone: () => {
        if (focusTargetId) document.getElementById(focusTargetId)?.focus();
      },
    });
  };
  return (
    <BackToTopButton type="button" aria-label={label} title={label} data-placement={placement} className={className} onClick={goToTop}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 4h16v2H4zM12 8l-7 7h4.5v5h5v-5H19z" fill="currentColor" />
      </svg>
    </BackToTopButton>
  );
}
