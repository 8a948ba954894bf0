import { Navigate, useLocation } from 'react-router-dom';

/**
 * The redirects (docs/product/routes.md#redirects: /honorlists → /peoplelists, /live → /liveIndex, ...): the target
 * keeps the query and hash, so a shared link with ?id= still opens the right record.
 */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/**
 * A route object for one redirect. `open` lets a signed-out visitor through to an open page
 * (the guard would otherwise send them to sign in before the redirect happens).
 */
export const redirectRoute = (path: string, to: string, { open = false }: { open?: boolean } = {}) => ({
  path,
  element: <RedirectKeepingQuery to={to} />,
  ...(open ? { handle: { open: true } } : {}),
});
