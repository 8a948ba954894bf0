import type { MouseEvent } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import type { floatingToolbarMessages } from '../messages/zhCN/floatingToolbar';
import type { ToolbarAppVersion } from './FloatingToolbar';
import { AppCode, EntryFace, PanelActions, QrList, ToolbarButton, ToolbarLink } from './FloatingToolbar.styles';
import { ToolbarIcon } from './toolbarIcons';

type Messages = typeof floatingToolbarMessages;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface SharedEntriesProps {
  /** The toolbar's wording (the kit's messages, or a tenant's replacements). */
  messages: Messages;
  /** Whether a learner is signed in; 我的消息 is offered only then. */
  signedIn: boolean;
  /** The learner's letters (message centre); without it no 我的消息 entry. */
  lettersHref: string | undefined;
  /** Unread letters, shown as a badge on 我的消息. */
  unreadLetters: number;
  /** On a phone admin sign-in is not among the learner's entries but at the foot of the sheet. */
  withAdminLogin: boolean;
  /** The learner manual, opened in a new tab; the entry is left out without it. */
  manualHref: string | undefined;
  /** The help centre page. */
  helpHref: string;
  /** The questionnaire list. */
  surveysHref: string | undefined;
  /** Called by 管理员登录. */
  onAdminLogin: (() => void) | undefined;
  /** Plain clicks on portal links, for routing inside the app; left out, links load as usual. */
  onNavigate: ((href: string, event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}

/**
 * The entries the toolbar shows alike on a wide screen and in the phone's panel: the learner's
 * letters, admin sign-in, the manual, the help centre and the surveys.
 */
export function SharedEntries({
  messages,
  signedIn,
  lettersHref,
  unreadLetters,
  withAdminLogin,
  manualHref,
  helpHref,
  surveysHref,
  onAdminLogin,
  onNavigate,
}: SharedEntriesProps) {
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (onNavigate && isPlainClick(event)) onNavigate(href, event);
  };
  return (
    <>
      {signedIn && lettersHref && (
        <li>
          <ToolbarLink href={lettersHref} onClick={follow(lettersHref)}>
            {/* On the corner beside the icon, so the count never covers the words under it. */}
            <Badge count={unreadLetters}>
              <EntryFace>
                <ToolbarIcon name="letter" />
                {messages.messages}
              </EntryFace>
            </Badge>
          </ToolbarLink>
        </li>
      )}
      {withAdminLogin && (
        <li>
          <ToolbarButton type="button" onClick={onAdminLogin}>
            <ToolbarIcon name="admin" />
            {messages.adminLogin}
          </ToolbarButton>
        </li>
      )}
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
      {surveysHref && (
        <li>
          <ToolbarLink href={surveysHref} onClick={follow(surveysHref)}>
            <ToolbarIcon name="survey" />
            {messages.questionnaires}
          </ToolbarLink>
        </li>
      )}
    </>
  );
}

export interface SignedInActionsProps {
  /** The toolbar's wording (the kit's messages, or a tenant's replacements). */
  messages: Messages;
  /** The signed-in learner's name, as the panel greets them. */
  name: string;
  /** The learner's hours this year; left out, the panel shows none. */
  yearHours: { year: number; hours: number | string } | undefined;
  /** Unread letters, shown as a badge on 学习中心. */
  unreadLetters: number;
  /** Offers the external online academy. */
  showExternalAcademy: boolean;
  /** Called by 学习中心. */
  onStudyCentre: (() => void) | undefined;
  /** Called by the external academy's entry. */
  onExternalAcademy: (() => void) | undefined;
  /** Called by 退出登录. */
  onLogout: (() => void) | undefined;
}

/** The signed-in panel's content: the welcome, the year's hours and the learner's buttons. */
export function SignedInActions({ messages, name, yearHours, unreadLetters, showExternalAcademy, onStudyCentre, onExternalAcademy, onLogout }: SignedInActionsProps) {
  return (
    <>
      <h2>{messages.welcome(name)}</h2>
      {yearHours && (
        <p>
          <span>{messages.yearHours(yearHours.year)}：</span>
          <span>
            <strong>{yearHours.hours}</strong> {messages.hoursUnit}
          </span>
        </p>
      )}
      <PanelActions>
        <Button variant="primary" block onClick={onStudyCentre}>
          <Badge count={unreadLetters} placement="inline">
            {messages.studyCentre}
          </Badge>
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
    </>
  );
}

/** The app builds' download codes, in the wide toolbar's popover and in the phone's sheet alike. */
export function AppCodes({ messages, appVersions }: { messages: Messages; appVersions: readonly ToolbarAppVersion[] }) {
  return (
    <QrList>
      {appVersions.map((app) => (
        // The backend sends ready QR pictures: showing them needs no QR encoder on the page.
        <AppCode key={app.type}>
          <img src={app.qrCodeUrl} width={120} height={120} alt={`${app.type} ${messages.mobileAppHint}`} />
          <figcaption>{app.type}</figcaption>
        </AppCode>
      ))}
    </QrList>
  );
}
