import { useId, useState, type MouseEvent } from 'react';
import { BackToTop } from '../BackToTop';
import { addressHref } from '../address';
import { useFloatingToolbarMessages } from '../messages';
import { Popover } from '../Popover';
import { usePortalFrame } from '../PortalLayout/portalFrameContext';
import { useTheme } from '../ThemeProvider';
import { useBreakpoint, type Device } from '../useBreakpoint';
import { ToolbarButton, ToolbarList, ToolbarRoot, UserPanel } from './FloatingToolbar.styles';
import { PhoneToolbar } from './PhoneToolbar';
import { ToolbarIcon } from './toolbarIcons';
import { AppCodes, SharedEntries, SignedInActions } from './toolbarEntries';

/** A mobile app build offered for download (the site configuration's appVersionList). */
export interface ToolbarAppVersion {
  /** Platform name, e.g. Android or iOS. */
  type: string;
  /** Address of the download QR picture. */
  qrCodeUrl: string;
}

/** The learner's hours this year, by the tenant's rule, as the server reports them. */
export interface ToolbarYearHours {
  year: number;
  hours: number | string;
}

export interface FloatingToolbarProps {
  /** The signed-in learner; absent or without a name means nobody is signed in. */
  user?: { name: string } | null;
  /** The signed-in learner's hours this year, shown in the panel; left out, the panel shows none. */
  yearHours?: ToolbarYearHours;
  /** The learner manual; the entry is left out without one, or with one the URL policy refuses. */
  manualUrl?: string;
  /** The help centre page (/operateGuide). */
  helpHref: string;
  /** The survey list (/previewList); the 调查问卷 entry is left out without one. */
  surveysHref?: string;
  /**
   * The survey list under its former name, accepted for this release (docs/glossary.md#the-rule).
   * @deprecated Use `surveysHref`.
   */
  questionnaireHref?: string;
  /** App builds; the mobile entry shows only when there is at least one (docs/product/frame.md#app-codes). */
  appVersions?: readonly ToolbarAppVersion[];
  /** Offers the external online academy in the signed-in panel. */
  showExternalAcademy?: boolean;
  /** The learner's letters (the letter centre); with it a signed-in learner gets a 我的消息 entry. */
  lettersHref?: string;
  /**
   * The letters under their former name, accepted for this release.
   * @deprecated Use `lettersHref`.
   */
  messagesHref?: string;
  /** Unread letters, shown as a badge on 我的消息 and on the panel's 学习中心. */
  unreadLetters?: number;
  /** Shows back-to-top once the page has scrolled 200 px. */
  showBackToTop?: boolean;
  /** Id of the element focused after back-to-top. */
  backToTopFocusId?: string;
  /** Whether the signed-in panel (on a phone: the toolbar's sheet) starts open. */
  defaultPanelOpen?: boolean;
  /** Called by 学员登录 when nobody is signed in. */
  onLearnerLogin?: () => void;
  /** Called by 管理员登录; the entry is left out without it. */
  onAdminLogin?: () => void;
  /** Called by the signed-in panel's 学习中心. */
  onStudyCentre?: () => void;
  /** Called by the external academy's entry, offered with `showExternalAcademy`. */
  onExternalAcademy?: () => void;
  /** Called by 退出登录 in the signed-in panel. */
  onLogout?: () => void;
  /** Plain clicks on portal links (help centre, surveys), for routing inside the app. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Forces the device mode; by default it follows the portal frame around it, or the window. */
  device?: Device;
}

/**
 * The floating right-hand toolbar (docs/product/frame.md#toolbar-entries): sign-in, admin sign-in, manual, help,
 * surveys, app download codes, the signed-in panel, the elder-friendly mode switch and
 * back-to-top. On a phone it is one button at the end of the header that opens all of it as a
 * sheet, so it never lies over the page.
 */
export function FloatingToolbar({
  user,
  yearHours,
  manualUrl,
  helpHref,
  surveysHref,
  questionnaireHref,
  appVersions = [],
  showExternalAcademy = false,
  lettersHref,
  messagesHref,
  unreadLetters = 0,
  showBackToTop = true,
  backToTopFocusId,
  defaultPanelOpen = false,
  onLearnerLogin,
  onAdminLogin,
  onStudyCentre,
  onExternalAcademy,
  onLogout,
  onNavigate,
  device,
}: FloatingToolbarProps) {
  const messages = useFloatingToolbarMessages();
  // The manual's address comes from the site configuration: it is a link only if the URL policy allows it.
  const manualHref = addressHref(manualUrl);
  const { elder, setElder } = useTheme();
  const windowDevice = useBreakpoint();
  const frame = usePortalFrame();
  // Inside the portal frame the toolbar takes the frame's mode, so it sits where the header left room.
  const mode = device ?? frame?.device ?? windowDevice;
  const [panelOpen, setPanelOpen] = useState(defaultPanelOpen);
  const panelId = useId();
  const signedIn = Boolean(user?.name);
  const sharedEntries = (withAdminLogin: boolean) => (
    <SharedEntries
      messages={messages}
      signedIn={signedIn}
      lettersHref={lettersHref ?? messagesHref}
      unreadLetters={unreadLetters}
      withAdminLogin={withAdminLogin}
      manualHref={manualHref}
      helpHref={helpHref}
      surveysHref={surveysHref ?? questionnaireHref}
      onAdminLogin={onAdminLogin}
      onNavigate={onNavigate}
    />
  );
  const signedInActions = signedIn && (
    <SignedInActions
      messages={messages}
      name={user!.name}
      yearHours={yearHours}
      unreadLetters={unreadLetters}
      showExternalAcademy={showExternalAcademy}
      onStudyCentre={onStudyCentre}
      onExternalAcademy={onExternalAcademy}
      onLogout={onLogout}
    />
  );
  const learnerLogin = (
    <ToolbarButton type="button" onClick={onLearnerLogin}>
      <ToolbarIcon name="user" />
      {messages.learnerLogin}
    </ToolbarButton>
  );
  const elderSwitch = (
    <ToolbarButton type="button" aria-pressed={elder} onClick={() => setElder(!elder)}>
      <ToolbarIcon name="elder" />
      {messages.elderMode}
    </ToolbarButton>
  );

  if (mode === 'mobile') {
    return (
      <ToolbarRoot aria-label={messages.label} data-device="mobile">
        <PhoneToolbar
          messages={messages}
          unreadLetters={unreadLetters}
          signedInPanel={signedInActions}
          entries={
            <>
              {!signedIn && <li>{learnerLogin}</li>}
              {sharedEntries(false)}
              <li>{elderSwitch}</li>
            </>
          }
          appVersions={appVersions}
          backToTopAfter={showBackToTop ? 200 : null}
          backToTopFocusId={backToTopFocusId}
          defaultOpen={defaultPanelOpen}
          onAdminLogin={onAdminLogin}
        />
      </ToolbarRoot>
    );
  }

  return (
    <ToolbarRoot aria-label={messages.label} data-device={mode}>
      {signedIn && panelOpen && (
        <UserPanel id={panelId} aria-label={messages.welcome(user!.name)}>
          {signedInActions}
        </UserPanel>
      )}
      <ToolbarList>
        <li>
          {signedIn ? (
            <ToolbarButton
              type="button"
              aria-expanded={panelOpen}
              aria-controls={panelOpen ? panelId : undefined}
              title={panelOpen ? messages.closePanel : messages.openPanel}
              onClick={() => setPanelOpen((open) => !open)}
            >
              <ToolbarIcon name="user" />
              {messages.loggedIn}
            </ToolbarButton>
          ) : (
            learnerLogin
          )}
        </li>
        {sharedEntries(true)}
        {appVersions.length > 0 && (
          <li>
            <Popover
              openOn="hover"
              placement="left"
              label={messages.mobileAppHint}
              trigger={(props) => (
                <ToolbarButton type="button" {...props}>
                  <ToolbarIcon name="mobile" />
                  {messages.mobileApp}
                </ToolbarButton>
              )}
              content={<AppCodes messages={messages} appVersions={appVersions} />}
            />
          </li>
        )}
        <li>{elderSwitch}</li>
      </ToolbarList>
      {showBackToTop && <BackToTop placement="inline" {...(backToTopFocusId ? { focusTargetId: backToTopFocusId } : {})} />}
    </ToolbarRoot>
  );
}
