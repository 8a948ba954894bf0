import { Loading } from '@study-portal/ui';
import { useSubSiteConfig } from '@study-portal/api';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/LoadFailed';
import { ScreenPage } from '../../../components/ScreenPage';
import { useAreaRouteTables } from '../../shared/routeTable/areaRouteTables';
import { subSiteMenu } from '../../../tenants/profiles';
import { routeTitles, siteMapFor } from './siteMap';

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: var(--sp-space-5);

  & ul {
    display: flex;
    flex-direction: column;
    gap: var(--sp-space-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a {
    display: inline-block;
    padding: var(--sp-space-1) 0;
    border-radius: var(--sp-radius-control);
    color: var(--sp-color-primary);
    line-height: 1.6;
  }

  & a:focus-visible {
    outline: none;
    box-shadow: var(--sp-focus-ring);
  }
`;


/**
 * 网站地图: every page a learner can open without a record in hand, grouped by area and limited
 * to what the tenant's menu offers (docs/product/routes.md#site-map). A second way to every page
 * besides the menu and search.
 */
export function SiteMapScreen() {
  const subSite = useSubSiteConfig();
  const tables = useAreaRouteTables();
  const titles = useMemo(() => routeTitles(tables), [tables]);
  const sections = useMemo(() => (subSite.data ? siteMapFor(subSiteMenu(subSite.data), titles) : undefined), [subSite.data, titles]);

  return (
    <ScreenPage>
      <h1>网站地图</h1>
      {sections ? (
        <Groups>
          {sections.map((section) => (
            <nav key={section.title} aria-label={section.title}>
              <h2>{section.title}</h2>
              <ul>
                {section.links.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </Groups>
      ) : subSite.error ? (
        <LoadFailed what="网站地图" onRetry={() => void subSite.mutate()} error={subSite.error} />
      ) : (
        <Loading label="正在加载网站地图" />
      )}
    </ScreenPage>
  );
}
