import { useSyncExternalStore } from 'react';

/** The portal's one breakpoint: below 1024 px it is in mobile mode (docs/product/frame.md#widths-and-the-breakpoint; docs/product/platform.md#business-constants). */
export const mobileBreakpointPx = 1024;

export const mobileMediaQuery = `(max-width: ${mobileBreakpointPx - 0.02}px)`;

export type Device = 'desktop' | 'mobile';

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(mobileMediaQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const snapshot = (): Device =>
  typeof window !== 'undefined' && window.matchMedia?.(mobileMediaQuery).matches ? 'mobile' : 'desktop';

/** `mobile` under 1024 px of viewport width, `desktop` otherwise (the default, docs/product/platform.md#business-constants). */
export function useBreakpoint(): Device {
  return useSyncExternalStore(subscribe, snapshot, () => 'desktop');
}
