import { parseSubSiteWebConfig, usePortalClients, useSubSiteConfig } from '@study-portal/api';
import { Loading, ShellLayout } from '@study-portal/ui';
import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useRouteMatches } from '../../../components/RouteTable';
import { permittedRoutes } from '../../access/filterRoutes';
import { toSidebarItems } from '../../access/toSidebarItems';
import { adminBasename, adminHomePath, type AdminRoute } from '../../access/adminRoute';
import { adminMessages, adminSystemTitle } from '../../components/adminTexts';
import { useAdminUser } from '../../session/AdminUser';
import { logoutAdmin } from '../../session/logoutAdmin';
import { breadcrumbOf } from './breadcrumbOf';
import { SystemTitle } from './AdminLayout.styles';

export interface AdminLayoutProps {
  constantRoutes: readonly AdminRoute[];
  asyncRoutes: readonly AdminRoute[];
}

const stripBasename = (path: string) => (path.startsWith(`${adminBasename}/`) ? path.slice(adminBasename.length) : path);

/**
 * The admin site's shell (docs/product/admin.md#admin-shell): the sidebar from the routes this user may see, the navbar
 * with the breadcrumb and 退出登录, the page, and the sub-site's four footer lines.
 */
export function AdminLayout({ constantRoutes, asyncRoutes }: AdminLayoutProps) {
  const { user, roles } = useAdminUser();
  const { pc } = usePortalClients();
  const subSite = useSubSiteConfig();
  const location = useLocation();
  const matches = useRouteMatches();
  const navigate = useNavigate();

  const sidebarItems = useMemo(() => toSidebarItems(permittedRoutes(constantRoutes, asyncRoutes, roles), adminBasename), [constantRoutes, asyncRoutes, roles]);
  const homeTitle = constantRoutes.find((route) => `/${route.path}` === adminHomePath)?.meta?.title ?? '首页';
  const breadcrumb = breadcrumbOf(matches, adminBasename, { path: adminHomePath, title: homeTitle });
  const webConfig = useMemo(() => parseSubSiteWebConfig(subSite.data?.webConfig), [subSite.data?.webConfig]);
  const pageTitle = breadcrumb.at(-1)?.label;

  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${adminSystemTitle}` : adminSystemTitle;
  }, [pageTitle]);

  return (
    <ShellLayout
      sidebarItems={sidebarItems}
      activePath={`${adminBasename}${location.pathname.replace(/\/+$/, '')}`}
      onNavigate={(_item, event, path) => {
        event.preventDefault();
        navigate(stripBasename(path));
      }}
      breadcrumb={breadcrumb}
      onBreadcrumbNavigate={(item, event) => {
        if (!item.href) return;
        event.preventDefault();
        navigate(stripBasename(item.href));
      }}
      userName={user.name}
      onLogout={() => void logoutAdmin({ client: pc })}
      footerLines={[webConfig.footerName1, webConfig.footerName2, webConfig.footerName3, webConfig.footerName4]}
    >
      <SystemTitle>{adminSystemTitle}</SystemTitle>
      <Suspense fallback={<Loading label={adminMessages.loading} />}>
        <Outlet />
      </Suspense>
    </ShellLayout>
  );
}
