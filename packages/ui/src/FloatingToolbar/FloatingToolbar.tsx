import { useId, useRef, useState, type MouseEvent } from 'react';
import { BackToTop } from '../BackToTop';
import { addressHref } from '../address';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { useFloatingToolbarMessages } from '../messages';
import { Popover } from '../Popover';
import { useTheme } from '../ThemeProvider';
import { useBreakpoint, type Device } from '../useBreakpoint';
import {
  PanelActions,
  AppCode,
  QrList,
  ToolbarButton,
  ToolbarLink,
  ToolbarList,
  ToolbarRoot,
  UserPanel,
} from './FloatingToolbar.styles';
import { ToolbarIcon } from './toolbarIcons';
import { useBottomBarClearance } from './useBottomBarClearance';

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
  yearHours?: ToolbarYearHours;
  /** The learner manual; the entry is left out without one, or with one the URL policy refuses. */
  manualUrl?: string;
  /** The help centre page (spec 2.3: /#/operateGuide). */
  helpHref: string;
  /** The questionnaire list (spec 2.3: /content#/previewList). */
  questionnaireHref: string;
  /** App builds; the mobile entry shows only when there is at least one (spec 2.3). */
  appVersions?: readonly ToolbarAppVersion[];
  /** Offers the external online academy in the signed-in panel. */
  showExternalAcademy?: boolean;
  /** The learner's letters (message centre); with it a signed-in learner gets a 我的消息 entry. */
  messagesHref?: string;
  /** Unread letters, shown as a badge on 我的消息 and on the panel's 学习中心. */
  unreadLetters?: number;
  /** Shows back-to-top once the page has scrolled 200 px. */
  showBackToTop?: boolean;
  /** Id of the element focused after back-to-top. */
  backToTopFocusId?: string;
  /** Whether the signed-in panel starts open. */
  defaultPanelOpen?: boolean;
  onLearnerLogin?: () => void;
  onAdminLogin?: () => void;
  onStudyCentre?: () => void;
  onExternalAcademy?: () => void;
  onLogout?: () => void;
  /** Plain clicks on portal links (help centre, questionnaires), for routing inside the app. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Forces the device mode; by default it follows the window. */
  device?: Device;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The floating right-hand toolbar of spec 2.3: sign-in, admin sign-in, manual, help,
 * questionnaires, app download codes, the signed-in panel, the elder-friendly mode switch and
 * back-to-top.
 */
export function FloatingToolbar({
  user,
  yearHours,
  manualUrl,
  helpHref,
  questionnaireHref,
  appVersions = [],
  showExternalAcademy = false,
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
  const mode = device ?? windowDevice;
  const root = useRef<HTMLElement>(null);
  useBottomBarClearance(root, mode === 'mobile');
  const [panelOpen, setPanelOpen] = useState(defaultPanelOpen);
  const panelId = useId();
  const signedIn = Boolean(user?.name);
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (onNavigate && isPlainClick(event)) onNavigate(href, event);
  };

  return (
    <ToolbarRoot ref={root} aria-label={messages.label} data-device={mode}>
      {signedIn && panelOpen && (
        <UserPanel id={panelId} aria-label={messages.welcome(user!.name)}>
          <h2>{messages.welcome(user!.name)}</h2>
          {yearHours && (
            <p>
              {messages.yearHours(yearHours.year)}：<strong>{yearHours.hours}</strong> {messages.hoursUnit}
            </p>
          )}
          <PanelActions>
            <Button variant="primary" block onClick={onStudyCentre}>
              <Badge count={unreadLetters}>{messages.studyCentre}</Badge>
            </Button>
            {showExternalAcademy && (
              <Button block onClick={onExternalAcademy}>
                {messages.externalAcademy}
              </Button>
            )}
            <Button block onClick={onLogout}>
              {messages.logout}
            </Button>
          </PanelActions>
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
            <ToolbarButton type="button" onClick={onLearnerLogin}>
              <ToolbarIcon name="user" />
              {messages.learnerLogin}
            </ToolbarButton>
          )}
        </li>
        {signedIn && messagesHref && (
          <li>
            <ToolbarLink href={messagesHref} onClick={follow(messagesHref)}>
              <ToolbarIcon name="letter" />
              <Badge count={unreadLetters}>{messages.messages}</Badge>
            </ToolbarLink>
          </li>
        )}
        <li>
          <ToolbarButton type="button" onClick={onAdminLogin}>
            <ToolbarIcon name="admin" />
            {messages.adminLogin}
          </ToolbarButton>
        </li>
        {manualHref && (
          <li>
            <ToolbarLink href={manualHref} target="_blank" rel="noopener noreferrer">
              <ToolbarIcon name="manual" />
              {messages.manual}
            </ToolbarLink>
          </li>
        )}
        <li>
          <ToolbarLink href={helpHref} onClick={follow(helpHref)}>
            <ToolbarIcon name="help" />
            {messages.helpCentre}
          </ToolbarLink>
        </li>
        <li>
          <ToolbarLink href={questionnaireHref} onClick={follow(questionnaireHref)}>
            <ToolbarIcon name="survey" />
            {messages.questionnaires}
          </ToolbarLink>
        </li>
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
              content={
                <QrList>
                  {appVersions.map((app) => (
                    // The backend sends ready QR pictures: showing them needs no QR encoder on the page.
                    <AppCode key={app.type}>
                      <img src={app.qrCodeUrl} width={120} height={120} alt={`${app.type} ${messages.mobileAppHint}`} />
                      <figcaption>{app.type}</figcaption>
                    </AppCode>
                  ))}
                </QrList>
              }
            />
          </li>
        )}
        <li>
          <ToolbarButton type="button" aria-pressed={elder} onClick={() => setElder(!elder)}>
            <ToolbarIcon name="elder" />
            {messages.elderMode}
          </ToolbarButton>
        </li>
      </ToolbarList>
      {showBackToTop && <BackToTop placement="inline" {...(backToTopFocusId ? { focusTargetId: backToTopFocusId } : {})} />}
    </ToolbarRoot>
  );
}
