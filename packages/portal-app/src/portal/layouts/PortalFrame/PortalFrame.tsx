import { parseSubSiteWebConfig, portalStorage, useSiteConfig, useSubSiteConfig } from '@study-portal/api';
import { Header, type HeaderProps, Loading, PortalLayout, portalMainId, TopMenu, useBreakpoint } from '@study-portal/ui';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useRouteMatches } from '../../../components/RouteTable';
import { useFirstScreenShown } from '../../shared/firstScreen';
import { deepestHandle } from '../../shared/routeTable/routeHandle';
import { useSession } from '../../../session';
import { readSearchParams, searchAddress, searchWindowName } from '../../shared/searchAddress';
import { useOpenAcademy } from '../../../session/useOpenAcademy';
import { readFeatures } from '../../../tenants/features';
import { activeMenuEntryId, showsEntryPage } from '../../../tenants/menus';
import { resolveTenantProfile, subSiteMenu } from '../../../tenants/profiles';
import { openInNewTab } from '../PortalToolbar/openInNewTab';
import { InsidePortalFrame } from './insidePortalFrame';
import { PhoneHeaderRoom } from './PhoneHeaderRoom';
import { portalHomeAddress } from './portalHomeAddress';

// The toolbar is secondary to the page: it (and the dialogs and controls it brings) loads once
// the first page's screen is shown, instead of holding the screen up.
const PortalToolbar = lazy(async () => ({ default: (await import('../PortalToolbar/PortalToolbar')).PortalToolbar }));
// The post-login checks (their rules, and the dialogs for the few users with something to be
// told or made to do) come once the first screen is shown, like the toolbar.
const PostLoginChecks = lazy(async () => ({ default: (await import('../../../session/postLogin/PostLoginChecks')).PostLoginChecks }));

// The footer starts below the first screen (the main area is at least a screen tall), so its
// code need not hold the first screen up.
const PortalFooter = lazy(async () => ({ default: (await import('./Footer')).PortalFooter }));
const loadPhoneHeader = () => import('./PhoneHeader');
const PhoneHeader = lazy(async () => ({ default: (await loadPhoneHeader()).PhoneHeader }));

/** Pages without the navigation bar (docs/product/frame.md#pages-without-the-navigation-bar). */
const pagesWithoutNavigation = ['/home', '/public'];

export interface PortalFrameProps {
  /** Opens another tab (admin site, academy); replaced in stories and tests. */
  openWindow?: (url: string) => void;
}

/**
 * The learner portal's frame (docs/product/frame.md#the-layout) on the UI kit's PortalLayout: header, top menu, the
 * page, the floating toolbar, footer. It waits for the site and sub-site configuration, which
 * decide the tenant, its menu and its texts; if either cannot be loaded the learner goes to
 * /404 (docs/product/routes.md#when-the-site-cannot-be-configured).
 */
export function PortalFrame({ openWindow = openInNewTab }: PortalFrameProps) {
  const site = useSiteConfig();
  const subSite = useSubSiteConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const academy = useOpenAcademy(openWindow);
  const session = useSession();
  const route = deepestHandle(useRouteMatches());
  const firstScreenShown = useFirstScreenShown();
  const device = useBreakpoint();
  // Fetched alongside the configuration, so the phone's header is there when the frame is.
  useEffect(() => {
    if (device === 'mobile') void loadPhoneHeader();
  }, [device]);

  const profile = resolveTenantProfile(subSite.data?.tenantId);
  const features = useMemo(() => readFeatures(subSite.data?.sysParam ?? []), [subSite.data?.sysParam]);
  const entries = useMemo(() => subSiteMenu(subSite.data), [subSite.data]);
  const activeId = activeMenuEntryId(entries, location.pathname);
  const webConfig = useMemo(() => parseSubSiteWebConfig(subSite.data?.webConfig), [subSite.data?.webConfig]);
  const title = site.data?.webConfig.title ?? '';
  const documentTitle = route && title ? `${route.title} - ${title}` : title;

  useEffect(() => {
    // The head is for the tab's title and for search engines: it may follow the first screen.
    const head = {
      title: documentTitle,
      ...(webConfig.description ? { description: webConfig.description } : {}),
      ...(webConfig.keywords ? { keywords: webConfig.keywords } : {}),
      ...(subSite.data?.favicon ? { favicon: subSite.data.favicon } : {}),
    };
    void import('../../shared/documentHead').then(({ applyDocumentHead }) => applyDocumentHead(document, head));
  }, [documentTitle, webConfig.description, webConfig.keywords, subSite.data?.favicon]);

  // docs/product/frame.md#scrolling-on-a-route-change: every route change scrolls smoothly to the top. The first page opens at the top
  // already; scrolling there would only make the browser lay the page out an extra time.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location.pathname]);

  // Without the configuration there is no frame to draw: /404 shows alone.
  if (site.error || subSite.error) return location.pathname === '/404' ? <Outlet /> : <Navigate to="/404" replace />;
  if (!site.data || !subSite.data) {
    return <Loading label="正在加载" />;
  }

  const { keyword, type } = readSearchParams(location.search);
  const headerProps: HeaderProps = {
    title,
    homeHref: portalHomeAddress(session.user.status === 'ready'),
    ...(site.data.webConfig.pcTitleLogo ? { logoSrc: site.data.webConfig.pcTitleLogo } : {}),
    initialKeyword: keyword,
    initialType: type,
    onSearch: (k, t) => window.open(searchAddress(k, t || type), searchWindowName),
  };
  return (
    <PortalLayout
      device={device}
      header={
        device === 'mobile' ? (
          <Suspense fallback={<PhoneHeaderRoom />}>
            <PhoneHeader {...headerProps} />
          </Suspense>
        ) : (
          <Header {...headerProps} />
        )
      }
      navigation={
        <TopMenu
          entries={entries}
          activeId={activeId}
          onNavigate={(entry, event) => {
            event.preventDefault();
            if (showsEntryPage(entry.href, location)) return;
            portalStorage.setActiveId('1');
            navigate(entry.href);
          }}
          onAction={(entry) => {
            if (entry.id === 'academy') academy();
          }}
        />
      }
      hideNavigation={pagesWithoutNavigation.includes(location.pathname)}
      hideWidget={route?.hidesToolbar === true}
      widget={
        firstScreenShown && (
          <Suspense fallback={null}>
            <PortalToolbar
              siteConfig={site.data}
              hoursRule={profile.hours}
              externalAcademy={features.externalAcademy}
              backToTopFocusId={portalMainId}
              openWindow={openWindow}
            />
          </Suspense>
        )
      }
      footer={
        <Suspense fallback={null}>
          <PortalFooter lines={[webConfig.footerName1, webConfig.footerName2, webConfig.footerName3, webConfig.footerName4]} signedIn={session.user.status === 'ready'} />
        </Suspense>
      }
    >
      <InsidePortalFrame.Provider value>
        <Outlet />
      </InsidePortalFrame.Provider>
      {session.user.status === 'ready' && firstScreenShown && (
        <Suspense fallback={null}>
          <PostLoginChecks passwordChange={profile.passwordChange} openWindow={openWindow} />
        </Suspense>
      )}
    </PortalLayout>
  );
}
