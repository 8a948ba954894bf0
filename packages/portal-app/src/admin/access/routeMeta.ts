import type { ReactNode } from 'react';

/** What the admin site knows about a route (docs/product/admin.md#route-permissions). */
export interface RouteMeta {
  /** Shown in the sidebar and the breadcrumb. */
  title: string;
  icon?: ReactNode;
  /** Who may open the route; absent means every administrator (docs/product/admin.md#route-permissions). */
  roles?: readonly string[];
  /** Left out of the sidebar; the route itself stays reachable for those it permits. */
  hidden?: boolean;
  /** Keeps a parent as a submenu even with one visible child. */
  alwaysShow?: boolean;
  /** Where the route's own address leads, for a parent without a page of its own. */
  redirect?: string;
}

/** A node of the admin route table: data only, so access rules run on it without React Router. */
export interface AccessRoute {
  /** Relative to the parent, as in a React Router tree; the top level starts at the basename. */
  path: string;
  meta?: RouteMeta;
  children?: readonly AccessRoute[];
}
