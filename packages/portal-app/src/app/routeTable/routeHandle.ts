/**
 * What a route says about itself (spec 2.6 route meta): its title, shown in the document title,
 * and its flags. `search` pages (the open pages) hide the right-hand toolbar; `open` pages need
 * no sign-in.
 */
export interface PortalRouteHandle {
  title: string;
  search?: boolean;
  open?: boolean;
}

/** The handle of the deepest matched route that has one. */
export function deepestHandle(matches: ReadonlyArray<{ handle: unknown }>): PortalRouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as PortalRouteHandle | undefined;
    if (handle && typeof handle.title === 'string') return handle;
  }
  return undefined;
}
