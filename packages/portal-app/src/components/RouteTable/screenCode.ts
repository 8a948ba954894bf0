import type { ComponentType, ReactNode } from 'react';

/** What a route's `lazy` gives: its screen as a component, or an element made from it. */
export interface ScreenCode {
  Component?: ComponentType | null;
  element?: ReactNode;
}

export type ScreenLoader = () => Promise<ScreenCode>;

/** A load that says on itself whether it has settled, so a screen whose code is here draws at once. */
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

/** Where a screen's code stands for this visit: still coming (with its load), here, or failed. */
export type ScreenCodeState =
  | { status: 'pending'; load: Promise<ScreenCode> }
  | { status: 'fulfilled'; code: ScreenCode }
  | { status: 'rejected'; reason: unknown };

/** The state of a route's screen code for this visit, asking for it if nobody has. */
export function screenCodeState(loader: ScreenLoader, visit?: string): ScreenCodeState {
  const load = loadScreenCode(loader, visit) as MarkedLoad;
  if (load.status === 'fulfilled') return { status: 'fulfilled', code: load.value ?? {} };
  if (load.status === 'rejected') return { status: 'rejected', reason: load.reason };
  return { status: 'pending', load };
}
