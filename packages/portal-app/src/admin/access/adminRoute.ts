import type { ComponentType } from 'react';
import type { AccessRoute } from './routeMeta';

/** Where the demo server (and any deployment) serves the admin site. */
export const adminBasename = '/admin';

/** The route that `/admin/` opens and the breadcrumb starts from. */
export const adminHomePath = '/dashboard';

/** A route of the admin site: access data plus the screen, loaded in a chunk of its own. */
export interface AdminRoute extends AccessRoute {
  load?: () => Promise<ComponentType>;
  children?: readonly AdminRoute[];
}
