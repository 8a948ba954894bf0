import { portalStorage, useUserInfo } from '@study-portal/api';
import { Loading } from '@study-portal/ui';
import type { ReactNode } from 'react';
import { adminMessages } from '../components/adminTexts';
import { LoginRequiredScreen } from '../screens/login-required';
import { NotAdminScreen } from '../screens/not-admin';
import { VerificationRequiredScreen } from '../screens/verification-required';
import { AdminUserProvider } from './AdminUser';

export interface AdminGateProps {
  /** Whether a session token is stored; read from session storage by default. */
  hasToken?: boolean;
  children?: ReactNode;
}

/**
 * Lets only administrators in (docs/product/admin.md#admin-entry, docs/product/admin.md#route-permissions): without a token or user info the way in is the
 * sign-in page, which comes back here; a user without `manage` is told so; an administrator
 * who still owes the UKEY or SMS verification (`check`) is verified first, whichever address
 * brought them here. The gateway refuses such a session the admin data as well (the demo
 * backend's adminSiteGate).
 */
export function AdminGate({ hasToken = portalStorage.accessToken() !== '', children }: AdminGateProps) {
  return hasToken ? <SignedInGate>{children}</SignedInGate> : <LoginRequiredScreen />;
}

function SignedInGate({ children }: { children?: ReactNode }) {
  const { data, error, mutate } = useUserInfo();
  if (error) return <LoginRequiredScreen />;
  if (!data) {
    return (
      <Loading label={adminMessages.loading} />
    );
  }
  if (!data.manage) return <NotAdminScreen />;
  // The server clears `check` for the session on success: asking again lets the administrator in.
  if (data.check) return <VerificationRequiredScreen user={data} onVerified={() => void mutate()} />;
  return <AdminUserProvider user={data}>{children}</AdminUserProvider>;
}
