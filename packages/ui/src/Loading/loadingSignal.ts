import { useLayoutEffect, type RefObject } from 'react';

/**
 * The "still loading" signal: which parts of the page are waiting for their data. A loading
 * region says so while it is on the page (`Loading` does, and `useLoadingSignal` lets another
 * component do the same); a watcher asks whether any part of a region still waits
 * (`isLoadingWithin`) and hears of each change (`onLoadingChange`). The portal's first-screen
 * watcher reads it, so no one has to agree on an attribute.
 */
const loadingParts = new Set<Element>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of [...listeners]) listener();
};

/** Marks the element as loading until the returned function is called. */
export function markLoading(element: Element): () => void {
  loadingParts.add(element);
  notify();
  return () => {
    if (loadingParts.delete(element)) notify();
  };
}

/** Whether anything inside `container` (or the container itself) is still loading. */
export function isLoadingWithin(container: Node): boolean {
  for (const part of loadingParts) {
    if (part.isConnected && container.contains(part)) return true;
  }
  return false;
}

/** Calls `listener` whenever a part starts or stops loading; returns the unsubscribe. */
export function onLoadingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Marks the element behind `ref` as loading while `loading` is true. Layout effect: the mark is
 * there before the browser paints, so a watcher never sees a placeholder unmarked.
 */
export function useLoadingSignal(ref: RefObject<Element | null>, loading = true): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!loading || !element) return undefined;
    return markLoading(element);
  }, [ref, loading]);
}
