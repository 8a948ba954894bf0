import { Loading } from '@study-portal/ui';
import { createContext, Suspense, use, useContext } from 'react';
import { matchRoutes, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { RouteFailed } from '../../components/RouteFailed';
import { RouteFailureProvider, RouteTable } from '../../components/RouteTable';
import { PortalFrame } from '../layouts/PortalFrame';
import { RequireAccess } from '../../session';
import { indexRoute, publicRoute } from '../home/frontPage';
import { AreaRouteTablesContext, type LoadAreaRouteTables } from '../shared/routeTable/areaRouteTables';
import type { PortalRouteHandle } from '../shared/routeTable/routeHandle';

/** The guard's layout route: every portal page is its child. */
export const portalPagesRouteId = 'portal-pages';

/** What a page shows in its place while its screen's code downloads: the frame is drawn already. */
const screenLoading = <Loading label="正在加载" />;

interface AreaRoutesModule {
  areaTables: readonly RouteObject[][];
  areaRoutes: RouteObject[];
}

/** Why the area routes could not be fetched, for the address that needed them; none while they may still come. */
const DiscoveryFailureContext = createContext<unknown>(undefined);

/**
 * An address the table does not know. Before the area routes are in, it may be one of theirs
 * (PortalRoutes fetches them); after, it is a wrong address. If they could not be fetched, the
 * page says so inside the frame, with a reload, instead of calling a real page missing.
 */
function UnknownAddress() {
  const failure = useContext(DiscoveryFailureContext);
  if (failure === undefined) return <Navigate to="/404" replace />;
  return (
    <RouteFailureProvider value={failure}>
      <RouteFailed />
    </RouteFailureProvider>
  );
}

/**
 * The route table (docs/product/routes.md#the-route-table). What the first visit needs is here: the frame, the guard
 * (docs/product/session.md#route-guard), the home page, /public and /404. The other hundred pages are in
 * routeTable/areaRoutes.ts, one file per area, and join this table on the first visit to an
 * address it does not know (PortalRoutes): their definitions alone outweighed the home page's
 * own code. Every screen loads lazily, in its own chunk. Pages anyone may open are listed in
 * session/accessRules.ts or carry `handle: { open: true }`.
 */
function portalRoutes(areaRoutes: RouteObject[] = []): RouteObject[] {
  return [
    { path: '/', element: <Navigate to="/index" replace /> },
    {
      element: <PortalFrame />,
      children: [
        {
          id: portalPagesRouteId,
          element: <RequireAccess />,
          children: [
            indexRoute,
            ...areaRoutes,
            publicRoute,
          ],
        },
        // Inside the frame, so a wrong address keeps the header's search and the menu home;
        // outside the guard, so anyone may see it.
        {
          path: '/404',
          handle: { title: '页面不存在' } satisfies PortalRouteHandle,
          lazy: async () => ({ Component: (await import('./NotFoundScreen')).NotFoundScreen }),
        },
        { path: '*', element: <UnknownAddress /> },
      ],
    },
  ];
}

/** The core table: what every first visit loads. */
export const routes = portalRoutes();

let areaRoutesModule: Promise<AreaRoutesModule> | undefined;

function loadAreaRoutes() {
  areaRoutesModule ??= import('./routeTable/areaRoutes').catch((error: unknown) => {
    areaRoutesModule = undefined;
    throw error;
  });
  return areaRoutesModule;
}

let areaTables: Promise<readonly RouteObject[][]> | undefined;

/** Every area's table, for the screens derived from the whole site (AreaRouteTablesContext). */
export const loadAreaRouteTables: LoadAreaRouteTables = () =>
  (areaTables ??= loadAreaRoutes().then(
    (module) => module.areaTables,
    (error: unknown) => {
      areaTables = undefined;
      throw error;
    },
  ));

/** The table with every area in it, made once, so React keeps every page's elements across it. */
let wholeTable: RouteObject[] | undefined;
const withEveryArea = (module: AreaRoutesModule) => (wholeTable ??= portalRoutes(module.areaRoutes));

const endsOnCatchAll = (table: RouteObject[], pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route.path === '*';

/**
 * The table to start with, asked for at start-up alongside the configuration. For an area page
 * it already holds that area's routes, so the frame draws while the screen's code loads, instead
 * of waiting for the whole table. Only that area's: every route of the table is ranked each
 * time an address is matched, several times a start-up, and the other areas join as the
 * learner reaches them. An address no area knows starts with all of them, so it ends on /404
 * at once. If the definitions cannot be fetched, the core table starts and PortalRoutes tries
 * again.
 */
export async function routeTableFor(pathname: string): Promise<RouteObject[]> {
  if (!endsOnCatchAll(routes, pathname)) return routes;
  try {
    const module = await loadAreaRoutes();
    const table = module.areaTables.find((areaTable) => matchRoutes(areaTable, pathname));
    return table ? portalRoutes(table) : withEveryArea(module);
  } catch {
    return routes;
  }
}

type Discovery = { module: AreaRoutesModule; failure?: undefined } | { module?: undefined; failure: unknown };

/** One attempt per address: the same address re-rendered reads the same outcome, a new one tries again. */
let discovery: { pathname: string; outcome: Promise<Discovery> } | undefined;

function discoverAreaRoutes(pathname: string): Promise<Discovery> {
  if (discovery?.pathname !== pathname) {
    discovery = {
      pathname,
      outcome: loadAreaRoutes().then(
        (module) => ({ module }),
        (failure: unknown) => ({ failure }),
      ),
    };
  }
  return discovery.outcome;
}

export interface PortalRoutesProps {
  initialRoutes: RouteObject[];
}

/**
 * The portal's pages for the current address. An address the table does not know sends for
 * every area's routes first: while they come, the page shown stays (the router's navigations are
 * transitions), then the table grows and the address is matched again, so a real unknown
 * address still ends on /404.
 */
export function PortalRoutes({ initialRoutes }: PortalRoutesProps) {
  const { pathname } = useLocation();
  // Once every area is in, the whole table serves every later address.
  const table = wholeTable ?? initialRoutes;
  const outcome = table !== wholeTable && endsOnCatchAll(table, pathname) ? use(discoverAreaRoutes(pathname)) : undefined;
  return (
    <DiscoveryFailureContext value={outcome?.failure}>
      <RouteTable routes={outcome?.module ? withEveryArea(outcome.module) : table} loading={screenLoading} />
    </DiscoveryFailureContext>
  );
}

/**
 * The pages, with a last place to wait: navigations are transitions, so a page shown stays while
 * the routes are fetched, but nothing else may leave the root without a fallback.
 */
export function PortalPages({ initialRoutes }: PortalRoutesProps) {
  return (
    <AreaRouteTablesContext value={loadAreaRouteTables}>
      <Suspense fallback={screenLoading}>
        <PortalRoutes initialRoutes={initialRoutes} />
      </Suspense>
    </AreaRouteTablesContext>
  );
}
