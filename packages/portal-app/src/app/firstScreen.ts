import { createContext, useContext, useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router-dom';

type PortalRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Whether the first page's screen has its code. Until then the frame shows a pending status
 * in its place; the frame's secondary parts (the floating toolbar) wait for it, so their
 * chunks and reads do not take the connections the screen's own need. True outside the
 * assembled portal (stories, tests): there is nothing to wait for.
 */
const FirstScreenLoadedContext = createContext(true);

export const FirstScreenLoadedProvider = FirstScreenLoadedContext.Provider;

export function useFirstScreenLoaded() {
  return useContext(FirstScreenLoadedContext);
}

/** The router's own record of it: `initialized` turns true once the first matches have loaded. */
export function useRouterInitialized(router: PortalRouter) {
  return useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.initialized,
  );
}
