import type { LinkComponentProps } from '@study-portal/ui';
import { Link, useHref, useInRouterContext } from 'react-router-dom';

/**
 * The router's path for an address: a page of this site (same origin, as the browser resolves
 * it), under the router's basename. Another site, a mail or phone address, or a page outside the
 * basename (the portal, seen from the admin site) has none. Whether an address from outside the
 * code may be a link at all is the URL policy's to say, where it becomes an `href`
 * (docs/url-policy.md); this only chooses between the router and a page load.
 */
function routerPath(href: string, basename: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin) return undefined;
  const to = `${url.pathname}${url.search}${url.hash}`;
  if (!basename) return to;
  const rest = to.slice(basename.length);
  if (!to.startsWith(basename) || !/^([/?#]|$)/.test(rest)) return undefined;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function RouterLink({ href, ...rest }: LinkComponentProps) {
  // The basename as the router writes it: '/' in the portal, '/admin' in the admin site.
  const root = useHref('/');
  const to = routerPath(href, root === '/' ? '' : root.replace(/\/$/, ''));
  return to === undefined ? <a href={href} {...rest} /> : <Link to={to} {...rest} />;
}

/**
 * The kit's links in the portal and the admin site (given once to the kit's `LinkProvider`,
 * docs/adr/0032-app-injects-its-link-component-once.md): a page of the app routes inside it, so
 * a plain click keeps what is already loaded, while a click asking for a new tab stays the
 * browser's. Another site, a mail or phone address, and a link drawn outside the router (a
 * toast, the checks before the admin site's routes) stay plain anchors.
 */
export function AppLink(props: LinkComponentProps) {
  return useInRouterContext() ? <RouterLink {...props} /> : <a {...props} />;
}
