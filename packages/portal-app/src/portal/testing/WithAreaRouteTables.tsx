import type { ReactNode } from 'react';
import { loadAreaRouteTables } from '../app/portalRoutes';
import { AreaRouteTablesContext } from '../shared/routeTable/areaRouteTables';

/** The portal's own area route tables, as its root provides them, for a screen shown alone. */
export function WithAreaRouteTables({ children }: { children: ReactNode }) {
  return <AreaRouteTablesContext value={loadAreaRouteTables}>{children}</AreaRouteTablesContext>;
}

export { loadAreaRouteTables };
