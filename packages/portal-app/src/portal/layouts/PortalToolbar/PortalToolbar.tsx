import { fetchUnreadLetterCount, letterPaths, useApiRead, useYearLearnSummary, type SiteConfig } from '@study-portal/api';
import { FloatingToolbar, UkeyPinDialog, useToast } from '@study-portal/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminEntry } from '../../../session/adminEntry';
import { adminVerification, verifiedAdminAddress } from '../../../session/adminVerification';
import { useOpenAcademy } from '../../../session/useOpenAcademy';
import { useSession } from '../../../session';
import { openInNewTab } from './openInNewTab';
import { useUkeyAdminLogin } from '../../../session/ukeyLogin/useUkeyAdminLogin';
import { yearHoursText, type HoursRule } from '../../../tenants/profiles';

// Only an administrator asked to verify a phone needs the SMS form.
const PhoneVerifyDialog = lazy(async () => ({ default: (await import('../../../session/phoneVerify')).PhoneVerifyDialog }));

/** Portal pages the toolbar links to (docs/product/frame.md#toolbar-entries), in their history-routed form. */
export const toolbarPaths = {
  help: '/operateGuide',
  surveys: '/previewList',
  studyCentre: '/personalCenter',
  letters: '/messageCenter',
} as const;

export interface PortalToolbarProps {
  siteConfig: Pick<SiteConfig, 'manualUrl' | 'appVersionList'>;
  hoursRule: HoursRule;
  /** ZWY_SHOW is on. */
  externalAcademy: boolean;
  /** Id of the element focused after back-to-top. */
  backToTopFocusId?: string;
  /** Opens another tab; replaced in stories and tests. */
  openWindow?: (url: string) => void;
}


/** The floating toolbar (docs/product/frame.md#the-floating-toolbar), wired to the session. */
export function PortalToolbar({ siteConfig, hoursRule, externalAcademy, backToTopFocusId, openWindow = openInNewTab }: PortalToolbarProps) {
  const { token, user, login, logout, updateUser } = useSession();
  const [verifyingPhone, setVerifyingPhone] = useState(false);
  const toast = useToast();
  const academy = useOpenAcademy(openWindow);
  const navigate = useNavigate();
  const signedIn = user.status === 'ready' ? user.user : undefined;
  const year = new Date().getFullYear();
  const summary = useYearLearnSummary(signedIn ? { idCardHash: signedIn.idCardHash, year } : null);
  // Only a signed-in learner has letters: asked signed out, the call would end the session (401).
  const unreadLetters = useApiRead(signedIn ? [letterPaths.unreadCount] : null, ({ pc }) => fetchUnreadLetterCount(pc));

  const entry = adminEntry(signedIn, token);
  const ukey = useUkeyAdminLogin({
    idCardHash: signedIn?.idCardHash ?? '',
    onVerified: () => {
      // docs/product/admin.md#extra-verification: verified for this session, by the key as by the phone.
      updateUser({ check: false });
      adminVerification.mark(token);
      if (entry.kind === 'verify') openWindow(verifiedAdminAddress(entry.url));
    },
  });
  const adminLogin = () => {
    if (entry.kind === 'login') login();
    // Verified earlier in this tab: the admin site's own tab is told, as the backend may still say `check`.
    else if (entry.kind === 'open') openWindow(adminVerification.isVerified(token) ? verifiedAdminAddress(entry.url) : entry.url);
    else if (entry.kind === 'verify' && entry.method === 'ukey') ukey.start();
    else if (entry.kind === 'verify') {
      toast.error(entry.message);
      setVerifyingPhone(true);
    } else toast.error(entry.message);
  };

  return (
    <>
    {verifyingPhone && signedIn && (
      <Suspense fallback={null}>
        <PhoneVerifyDialog
          open
          user={signedIn}
          onCancel={() => setVerifyingPhone(false)}
          onVerified={() => {
            setVerifyingPhone(false);
            // docs/product/admin.md#extra-verification: verified for this session; the next admin login opens straight away.
            updateUser({ check: false });
            adminVerification.mark(token);
            if (entry.kind === 'verify') openWindow(verifiedAdminAddress(entry.url));
          }}
        />
      </Suspense>
    )}
    <UkeyPinDialog {...ukey.dialogProps} />
    <FloatingToolbar
      user={signedIn ?? null}
      {...(summary.data ? { yearHours: { year, hours: yearHoursText(summary.data, hoursRule) } } : {})}
      {...(siteConfig.manualUrl ? { manualUrl: siteConfig.manualUrl } : {})}
      helpHref={toolbarPaths.help}
      surveysHref={toolbarPaths.surveys}
      appVersions={siteConfig.appVersionList.map((app) => ({ type: app.type_dict, qrCodeUrl: app.qrCodeUrl }))}
      showExternalAcademy={externalAcademy}
      lettersHref={toolbarPaths.letters}
      {...(unreadLetters.data !== undefined ? { unreadLetters: unreadLetters.data } : {})}
      {...(backToTopFocusId ? { backToTopFocusId } : {})}
      onLearnerLogin={login}
      onAdminLogin={adminLogin}
      onStudyCentre={() => navigate(toolbarPaths.studyCentre)}
      onExternalAcademy={academy}
      onLogout={() => void logout()}
      onNavigate={(href, event) => {
        event.preventDefault();
        navigate(href);
      }}
    />
    </>
  );
}
