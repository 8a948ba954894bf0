import { ApiProvider, createPortalClients, defaultPortalConfig, type UserInfo } from '@study-portal/api';
import { LinkProvider } from '@study-portal/ui';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RouteTable } from '../../components/RouteTable';
import { SWRConfig } from 'swr';
import { AppLink } from '../../components/AppLink';
import type { AdminRouteTables } from '../app/adminRouter';
import { createAdminRouteObjects } from '../app/adminRouter';
import { adminBasename } from '../access/adminRoute';
import { AdminUserProvider } from '../session/AdminUser';

const clients = createPortalClients(defaultPortalConfig);

/** The demo administrator (李华) as the user info call returns it. */
export const storyAdmin: UserInfo = {
  id: 'u-admin',
  name: '李华',
  idCardHash: 'hash-admin-2b81',
  telephone: '13800138002',
  roleList: [{ roleName: 'ROLE_NC_WEB', clientId: 'nc-web' }],
  roles: ['ROLE_NC_WEB'],
  manage: true,
  needUkey: false,
  check: false,
  loginBy: 'token',
  orgName: '中共示例省委组织部',
  orgId: 'org-001',
  orgCode: '001.001.100.001',
  traineeId: 't-1002',
  needUpdatePwd: false,
};

/** Data clients on a fresh cache, so each story loads for itself against the fake backend, and the kit's links as the admin site draws them. */
export function DataFrame({ children }: { children?: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <ApiProvider clients={clients}>
        <LinkProvider component={AppLink}>{children}</LinkProvider>
      </ApiProvider>
    </SWRConfig>
  );
}

/** One admin screen on its own, as an administrator, with a router for its links. */
export function ScreenFrame({ children, user = storyAdmin }: { children?: ReactNode; user?: UserInfo }) {
  return (
    <DataFrame>
      <AdminUserProvider user={user}>
        <MemoryRouter>{children}</MemoryRouter>
      </AdminUserProvider>
    </DataFrame>
  );
}

export interface AdminSiteAtProps {
  /** The address under /admin, e.g. /classes. */
  path: string;
  /** The signed-in user; the demo administrator (李华) by default. */
  user?: UserInfo;
  /** The route tables to mount; left out, the admin site's own. */
  routes?: AdminRouteTables;
}

/** The whole admin site (shell and routes) at an address, as a signed-in user. */
export function AdminSiteAt({ path, user = storyAdmin, routes }: AdminSiteAtProps) {
  const [table] = useState(() => createAdminRouteObjects(routes));
  return (
    <DataFrame>
      <AdminUserProvider user={user}>
        <MemoryRouter basename={adminBasename} initialEntries={[`${adminBasename}${path}`]}>
          <RouteTable routes={table} loading={null} />
        </MemoryRouter>
      </AdminUserProvider>
    </DataFrame>
  );
}
