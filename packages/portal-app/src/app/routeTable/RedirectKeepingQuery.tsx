import { Navigate, useLocation } from 'react-router-dom';

/**
 * The redirects of spec 2.6 (/honorlists → /peoplelists, /live → /liveIndex, ...): the target
 * keeps the query and hash, so a shared link with ?id= still opens the right record.
 */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/** A route object for one redirect. */
export const redirectRoute = (path: string, to: string) => ({ path, element: <RedirectKeepingQuery to={to} /> });
