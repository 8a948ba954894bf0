import { useState, type MouseEvent, type ReactNode } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { scrollToTop, windowScroll } from '../BackToTop/scrollToTop';
import { Dialog } from '../Dialog';
import { PhoneBarButton } from '../PhoneHeader/PhoneHeader.styles';
import type { floatingToolbarMessages } from '../messages/zhCN/floatingToolbar';
import { PhoneSheet, ToolbarButton } from './FloatingToolbar.styles';
import { AppCodes } from './toolbarEntries';
import { ToolbarIcon } from './toolbarIcons';
import type { ToolbarAppVersion } from './FloatingToolbar';

export interface PhoneToolbarProps {
  /** The toolbar's wording (the kit's messages, or a tenant's replacements). */
  messages: typeof floatingToolbarMessages;
  /** Unread letters, shown as a badge on the sheet's button. */
  unreadLetters: number;
  /** The signed-in panel's content, or nothing for a visitor. */
  signedInPanel: ReactNode;
  /** The entries (list items) of the panel. */
  entries: ReactNode;
  /** App builds whose download codes the sheet shows; none, no mobile entry. */
  appVersions: readonly ToolbarAppVersion[];
  /** Offers 回到顶部 once the page has scrolled this far. */
  backToTopAfter: number | null;
  /** Id of the element focused after 回到顶部. */
  backToTopFocusId: string | undefined;
  /** Whether the sheet starts open. */
  defaultOpen: boolean;
  /** Called by 管理员登录 at the foot of the sheet; left out without it. */
  onAdminLogin: (() => void) | undefined;
}

const prefersReducedMotion = () => Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/**
 * The toolbar on a phone: one button, fixed over the end of the header's row (which keeps that
 * room clear), opening the whole toolbar as a sheet from the right. Back-to-top is one of the
 * sheet's entries rather than a second layer over the page.
 */
export function PhoneToolbar({
  messages,
  unreadLetters,
  signedInPanel,
  entries,
  appVersions,
  backToTopAfter,
  backToTopFocusId,
  defaultOpen,
  onAdminLogin,
}: PhoneToolbarProps) {
  const [open, setOpen] = useState(defaultOpen);
  // Read when the sheet opens: a position read while rendering would force a layout.
  const [scrolled, setScrolled] = useState(false);
  const openSheet = () => {
    setScrolled(backToTopAfter !== null && windowScroll.read() >= backToTopAfter);
    setOpen(true);
  };
  // Following an entry closes the sheet; switching the elder mode keeps it, so its effect shows.
  const closeAfterFollowing = (event: MouseEvent<HTMLDivElement>) => {
    const control = (event.target as Element).closest('a[href], button');
    if (control && !control.hasAttribute('aria-pressed')) setOpen(false);
  };
  const backToTop = () => {
    setOpen(false);
    // After the sheet has gone and the page scrolls again.
    requestAnimationFrame(() =>
      scrollToTop(windowScroll, {
        reducedMotion: prefersReducedMotion(),
        onDone: () => {
          // Already at the top: focusing must not scroll the main area up under the header.
          if (backToTopFocusId) document.getElementById(backToTopFocusId)?.focus({ preventScroll: true });
        },
      }),
    );
  };

  return (
    <>
      {/* The word comes first, so the button is named 工具 before its unread count; the icon
          is still drawn above it. */}
      <PhoneBarButton type="button" aria-haspopup="dialog" aria-expanded={open} onClick={openSheet} data-icon-last="">
        <span>{messages.toolsShort}</span>
        <Badge count={unreadLetters}>
          <ToolbarIcon name="tools" />
        </Badge>
      </PhoneBarButton>
      <Dialog open={open} onClose={() => setOpen(false)} title={messages.label} placement="end" width={320}>
        {/* Clicks are only observed here: the entries inside stay the keyboard's targets. */}
        <PhoneSheet onClick={closeAfterFollowing}>
          {signedInPanel && <section aria-label={messages.personal}>{signedInPanel}</section>}
          <ul>
            {entries}
            {scrolled && (
              <li>
                <ToolbarButton type="button" onClick={backToTop}>
                  <ToolbarIcon name="top" />
                  {messages.backToTop}
                </ToolbarButton>
              </li>
            )}
          </ul>
          {appVersions.length > 0 && (
            <section aria-label={messages.mobileAppHint}>
              <h3>{messages.mobileAppHint}</h3>
              <AppCodes messages={messages} appVersions={appVersions} />
            </section>
          )}
          {/* For the few who administer the academy: at the foot, out of the learners' way. */}
          <div>
            <Button variant="text" onClick={onAdminLogin}>
              {messages.adminLogin}
            </Button>
          </div>
        </PhoneSheet>
      </Dialog>
    </>
  );
}
