import { parseSubSiteWebConfig, portalStorage, themeOfSubSite, useSiteConfig, useSubSiteConfig } from '@study-portal/api';
import { Footer, Header, ThemeProvider, TopMenu, VisuallyHidden } from '@study-portal/ui';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { readSearchParams, searchAddress, searchWindowName } from '../../app/searchAddress';
import { activeMenuEntryId, resolveMenu } from '../../tenants/menus';
import { resolveTenantProfile } from '../../tenants/profiles';
import { PortalFrame, PortalMain } from './PortalLayout.styles';

/**
 * The learner portal's frame (spec 2.5): header, top menu, the page, footer. It waits for
 * the site and sub-site configuration, which decide the tenant, its theme and its menu; if
 * either cannot be loaded the learner goes to /404 (spec 2.7).
 */
export function PortalLayout() {
  const site = useSiteConfig();
  const subSite = useSubSiteConfig();
  const location = useLocation();
  const navigate = useNavigate();

  const profile = resolveTenantProfile(subSite.data?.tenantId);
  const entries = useMemo(() => resolveMenu(profile.menu), [profile]);
  const activeId = activeMenuEntryId(entries, location.pathname);
  const webConfig = useMemo(() => parseSubSiteWebConfig(subSite.data?.webConfig), [subSite.data?.webConfig]);
  const title = site.data?.webConfig.title ?? '';

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (site.error || subSite.error) return <Navigate to="/404" replace />;
  if (!site.data || !subSite.data) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">正在加载</VisuallyHidden>
      </div>
    );
  }

  const { keyword, type } = readSearchParams(location.search);
  return (
    <ThemeProvider theme={themeOfSubSite(subSite.data)}>
      <PortalFrame>
        <Header
          title={title}
          logoSrc={site.data.webConfig.pcTitleLogo ?? undefined}
          initialKeyword={keyword}
          initialType={type}
          onSearch={(k, t) => window.open(searchAddress(k, t || type), searchWindowName)}
        />
        <TopMenu
          entries={entries}
          activeId={activeId}
          onNavigate={(entry, event) => {
            event.preventDefault();
            if (entry.id === activeId) return;
            portalStorage.setActiveId('1');
            navigate(entry.href);
          }}
        />
        <PortalMain>
          <Outlet />
        </PortalMain>
        <Footer lines={[webConfig.footerName1, webConfig.footerName2, webConfig.footerName3, webConfig.footerName4]} />
      </PortalFrame>
    </ThemeProvider>
  );
}
