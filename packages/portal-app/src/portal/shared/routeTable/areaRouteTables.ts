import { createContext, use, useContext } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * Fetches every area's route table, once: the same promise on each call. The composition root
 * provides it, so that a screen derived from the whole site (the site map) needs no import of
 * the root, nor of each area.
 */
export type LoadAreaRouteTables = () => Promise<readonly RouteObject[][]>;

const missing = Promise.reject(new Error('The area route tables are provided by the portal’s root (AreaRouteTablesContext).'));
missing.catch(() => undefined);

export const AreaRouteTablesContext = createContext<LoadAreaRouteTables>(() => missing);

/** Every area's route table; suspends while they are fetched. */
export function useAreaRouteTables(): readonly RouteObject[][] {
  return use(useContext(AreaRouteTablesContext)());
}
