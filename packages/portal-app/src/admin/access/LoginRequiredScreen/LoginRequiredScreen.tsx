import { useSiteConfig } from '@study-portal/api';
import { Button } from '@study-portal/ui';
import styled from 'styled-components';
import { PageNotice } from '../../../components/PageNotice';
import { loginAddress } from '../../../session/safeRedirect';
import { adminMessages } from '../../components/adminTexts';

const Ways = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--sp-space-4);
`;

export interface LoginRequiredScreenProps {
  /** Where the browser goes to sign in; replaced in stories and tests. */
  leave?: (address: string) => void;
}

/**
 * No session, or the session's user info could not be read. Signing in from here comes back
 * to the admin address that was asked for (the SSO site returns with the token, which the
 * admin site's start-up takes), not to the portal's home.
 */
export function LoginRequiredScreen({ leave = (address) => window.location.assign(address) }: LoginRequiredScreenProps) {
  const site = useSiteConfig();
  // Until the configuration has answered, the tenant's own sign-in address is not known.
  const known = site.data !== undefined || site.error !== undefined;
  const login = () => {
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    leave(loginAddress(site.data?.projectConfig.loginUrl ?? '', here, window.location.origin));
  };
  return (
    <PageNotice title={adminMessages.loginRequired} description={adminMessages.loginRequiredHint}>
      <Ways>
        <Button variant="primary" disabled={!known} onClick={login}>
          {adminMessages.login}
        </Button>
        <a href="/index">{adminMessages.backToPortal}</a>
      </Ways>
    </PageNotice>
  );
}
