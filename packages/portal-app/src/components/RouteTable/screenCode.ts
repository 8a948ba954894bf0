import type { ComponentType, ReactNode } from 'react';

/** What a route's `lazy` gives: its screen as a component, or an element made from it. */
export interface ScreenCode {
  Component?: ComponentType | null;
  element?: ReactNode;
}

export type ScreenLoader = () => Promise<ScreenCode>;

/**
 * A load marked the way React's `use` reads a promise: once it has settled it says so on
 * itself, so a screen whose code is already here renders in the same pass instead of
 * suspending for a tick.
 */
type MarkedLoad = Promise<ScreenCode> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: ScreenCode; reason?: unknown };

const loads = new WeakMap<ScreenLoader, { load: MarkedLoad; visit: string | undefined }>();

/**
 * A route's screen code, fetched once however many ask: start-up asks for the first page's
 * before React renders (preloadFirstScreen.ts), the route table when it draws the page. A load
 * that failed stays failed for the visit that saw it (`visit`: the address's history entry), so
 * React's retries of that page do not fetch again and again; the next visit tries again.
 */
export function loadScreenCode(loader: ScreenLoader, visit?: string): Promise<ScreenCode> {
  const known = loads.get(loader);
  if (known && (known.load.status !== 'rejected' || known.visit === visit)) return known.load;
  const load: MarkedLoad = loader();
  load.status = 'pending';
  load.then(
    (value) => {
      load.status = 'fulfilled';
      load.value = value;
    },
    (reason: unknown) => {
      load.status = 'rejected';
      load.reason = reason;
    },
  );
  loads.set(loader, { load, visit });
  return load;
}
