import type { UserInfo } from '@study-portal/api';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { userRoles } from '../access/userRoles';

export interface AdminUser {
  user: UserInfo;
  /** Every role the user holds, which the route rules are checked against. */
  roles: readonly string[];
}

const AdminUserContext = createContext<AdminUser | null>(null);

/** Makes the signed-in administrator known to the shell and the route guards. */
export function AdminUserProvider({ user, children }: { user: UserInfo; children?: ReactNode }) {
  const value = useMemo(() => ({ user, roles: userRoles(user) }), [user]);
  return <AdminUserContext.Provider value={value}>{children}</AdminUserContext.Provider>;
}

export function useAdminUser(): AdminUser {
  const value = useContext(AdminUserContext);
  if (!value) throw new Error('Admin screens render only inside <AdminUserProvider> (the AdminGate provides it).');
  return value;
}
