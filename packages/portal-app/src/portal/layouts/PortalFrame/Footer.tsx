// The portal's footer on its own, so that it loads after the first screen (PortalFrame).
import { Footer } from '@study-portal/ui';
import { Link } from 'react-router-dom';
import { siteMapPagePath } from '../../home/addresses';

export const footerMessages = {
  links: '站点导航',
  siteMap: '网站地图',
} as const;

export interface PortalFooterProps {
  /** The sub-site's footer lines. */
  lines: ReadonlyArray<string | undefined>;
  /** Whether a learner is signed in: the site map is a signed-in page, so only they get its link. */
  signedIn: boolean;
}

/** The kit's footer with the portal's own link to the site map (docs/product/routes.md#site-map). */
export function PortalFooter({ lines, signedIn }: PortalFooterProps) {
  const links = signedIn ? (
    <nav aria-label={footerMessages.links}>
      <ul>
        <li>
          <Link to={siteMapPagePath}>{footerMessages.siteMap}</Link>
        </li>
      </ul>
    </nav>
  ) : undefined;
  return <Footer lines={lines} links={links} />;
}
