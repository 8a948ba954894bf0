import { portalStorage, useUserInfo } from '@study-portal/api';
import { Loading } from '@study-portal/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { adminVerification } from '../../session/adminVerification';
import { adminMessages } from '../components/adminTexts';
import { LoginRequiredScreen } from '../access/LoginRequiredScreen';
import { NotAdminScreen } from '../access/NotAdminScreen';
import { VerificationRequiredScreen } from '../access/VerificationRequiredScreen';
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
  const token = portalStorage.accessToken();
  const [verified, setVerified] = useState(() => adminVerification.isVerified(token));
  // The backend's refusal of an admin call decides over what this tab and `check` say.
  const [owed, setOwed] = useState(false);
  useEffect(
    () =>
      adminVerification.onOwed(() => {
        setVerified(false);
        setOwed(true);
      }),
    [],
  );
  if (error) return <LoginRequiredScreen />;
  if (!data) {
    return (
      <Loading label={adminMessages.loading} />
    );
  }
  if (!data.manage) return <NotAdminScreen />;
  // Verified in this session, the site opens whatever `check` the server goes on reporting (a
  // backend may keep it as a fixed attribute of the account); one that clears it lets in anyway.
  if ((data.check && !verified) || owed) {
    const onVerified = () => {
      adminVerification.mark(token);
      setVerified(true);
      setOwed(false);
      void mutate();
    };
    return <VerificationRequiredScreen user={data} onVerified={onVerified} />;
  }
  return <AdminUserProvider user={data}>{children}</AdminUserProvider>;
}
