import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { FailureBoundary } from './routeFailure';
import { screenCodeState, type ScreenLoader } from './screenCode';

/** One matched route, outermost first: what a frame needs to know about the page it shows. */
export interface RouteTableMatch {
  id: string | undefined;
  pathname: string;
  params: Params;
  handle: unknown;
}

const RouteMatchesContext = createContext<readonly RouteTableMatch[]>([]);

/** The routes matching the address, outermost first (their handles carry titles and flags). */
export function useRouteMatches(): readonly RouteTableMatch[] {
  return useContext(RouteMatchesContext);
}

/**
 * A screen whose code loads when it is first shown: the loading place until it has come, then
 * the screen; code that failed throws to the route's error element. Plain state, not Suspense:
 * React shows what replaces a Suspense fallback only after a pause, and in a test's `act` scope
 * it may not retry at all.
 */
function LazyScreen({ loader, loading }: { loader: ScreenLoader; loading: ReactNode }) {
  const state = screenCodeState(loader, useLocation().key);
  const [, setSettled] = useState(0);
  const pending = state.status === 'pending' ? state.load : undefined;
  useEffect(() => {
    if (!pending) return;
    let current = true;
    const settle = () => {
      if (current) setSettled((count) => count + 1);
    };
    pending.then(settle, settle);
    return () => {
      current = false;
    };
  }, [pending]);
  if (state.status === 'rejected') throw state.reason;
  if (state.status === 'pending') return loading;
  const { Component, element } = state.code;
  if (element !== undefined) return element;
  return Component ? <Component /> : <Outlet />;
}

/** A route's element as the table describes it: given, made from its component, or loaded. */
function RouteElement({ route, loading }: { route: RouteObject; loading: ReactNode }) {
  const { pathname } = useLocation();
  let content: ReactNode = <Outlet />;
  if (route.element !== undefined) content = route.element;
  else if (route.Component) content = <route.Component />;
  else if (typeof route.lazy === 'function') content = <LazyScreen loader={route.lazy as ScreenLoader} loading={loading} />;
  if (route.errorElement === undefined) return content;
  return (
    <FailureBoundary failure={route.errorElement} pathname={pathname}>
      {content}
    </FailureBoundary>
  );
}

function toRendered(routes: readonly RouteObject[], loading: ReactNode): RouteObject[] {
  return routes.map((route) => {
    const rendered = { element: <RouteElement route={route} loading={loading} />, handle: route.handle, caseSensitive: route.caseSensitive };
    if (route.index) return { ...rendered, index: true, ...(route.id ? { id: route.id } : {}) };
    return {
      ...rendered,
      ...(route.id ? { id: route.id } : {}),
      ...(route.path !== undefined ? { path: route.path } : {}),
      ...(route.children ? { children: toRendered(route.children, loading) } : {}),
    };
  });
}

export interface RouteTableProps {
  /**
   * The table: paths, nested children, and per route an element, a component or a `lazy`
   * loader of one, an `errorElement` and a `handle`. Data loading (loaders, actions) is not
   * part of it: screens read their data themselves (docs/adr/0037-routes-rendered-from-a-table.md).
   */
  routes: readonly RouteObject[];
  /** Drawn where a route's screen goes while its code downloads. */
  loading: ReactNode;
}

/**
 * The routes for the current address, inside whatever router the page has: the frame's
 * routes render around the screen's, a screen's code loads when it is first shown (its place
 * holds `loading` meanwhile), and a screen that throws fails in place (its route's `errorElement`).
 */
export function RouteTable({ routes, loading }: RouteTableProps) {
  const location = useLocation();
  const rendered = useMemo(() => toRendered(routes, loading), [routes, loading]);
  const matches = useMemo(
    () => (matchRoutes(rendered, location) ?? []).map(({ route, pathname, params }) => ({ id: route.id, pathname, params, handle: route.handle })),
    [rendered, location],
  );
  const page = useRoutes(rendered, location);
  return <RouteMatchesContext value={matches}>{page}</RouteMatchesContext>;
}
