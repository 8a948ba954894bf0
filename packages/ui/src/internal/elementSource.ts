import type { RefObject } from 'react';

/**
 * An element as the internal hooks take it: the element itself, kept in state by a component
 * that renders it through a callback ref, or a ref object read when the hook needs it.
 */
export type ElementSource = HTMLElement | null | undefined | RefObject<HTMLElement | null>;

/** The element a source stands for at this moment. */
export function elementOf(source: ElementSource): HTMLElement | null {
  if (!source) return null;
  return 'current' in source ? source.current : source;
}
