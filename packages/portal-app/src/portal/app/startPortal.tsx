import { preloadsSettled, type PortalClients } from '@study-portal/api';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './App';
import type { FailureRelay } from '../../startup/failureRelay';
import { loadFirstScreenCode, preloadFirstScreen } from './preloadFirstScreen';
import { afterPaints } from '../shared/screenShown';
import { yieldToBrowser } from '../../startup/yieldToBrowser';

export interface StartPortalOptions {
  clients: PortalClients;
  failures: FailureRelay;
  signedIn: boolean;
  /** The route table for the address (routeTableFor), asked for first thing. */
  routeTable: Promise<RouteObject[]>;
}

/** How many frames the first render waits at most for the reads already out. */
const firstRenderWaitFrames = 30;

/** The portal's render phase (docs/architecture.md#start-up): the first page's reads, then the first render. */
export async function startPortal({ clients, failures, signedIn, routeTable }: StartPortalOptions) {
  // An area page's route definitions come while the configuration requests are out; its
  // first reads go as soon as its route is known.
  const table = await routeTable;
  const firstPage = matchRoutes(table, window.location.pathname) ?? [];
  if (signedIn) preloadFirstScreen(firstPage, window.location.search, clients);
  // Asking for the screen's code writes its module preloads into the page: a task of its own,
  // so that none of start-up's tasks holds a slow phone's main thread for long.
  await yieldToBrowser();
  const screenCode = loadFirstScreenCode(firstPage);
  // The first render waits for the reads already out (configuration, user, the first page's
  // data) and the screen's code, which a near backend answers within a few frames. With the
  // code in, the screen draws in the first render instead of after a loading place. Drawn from the cache, the
  // first screen is one transition that React slices into short tasks, instead of a frame of
  // loading states followed by a synchronous render for each reply. A slow backend does not
  // hold the opening notice for long: after about half a second of frames the render starts
  // anyway, and the screens show their loading states as before.
  await Promise.race([Promise.all([preloadsSettled(), screenCode]), afterPaints(document, firstRenderWaitFrames)]);
  await yieldToBrowser();
  const root = createRoot(document.getElementById('root')!);
  // As a transition, React draws the first tree in slices of a few milliseconds instead of one
  // task: a phone's main thread stays free for input while the frame and the first screen mount.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App clients={clients} failures={failures} initialRoutes={table} />
      </StrictMode>,
    );
  });
}
