import type { ReactNode } from 'react';
import { useBadgeMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { BadgeMark, BadgeRoot } from './Badge.styles';

export interface BadgeProps {
  /** Unread count. 0 hides the badge unless `showZero`. */
  count?: number;
  /** Largest number shown; above it the badge reads e.g. 99+. Default 99. */
  max?: number;
  /** Shows a badge reading 0 rather than none. */
  showZero?: boolean;
  /** A plain dot instead of a number, for "something new" when the count does not matter; always shown. */
  dot?: boolean;
  /**
   * What the badge sits on, e.g. a toolbar icon or a menu label. Put the badge inside the
   * button or link, so the unread text becomes part of its name.
   */
  children?: ReactNode;
  /**
   * `corner` (the default) sets the mark on the child's top right corner, as on an icon;
   * `inline` sets it after the child in the line, so it never covers a word.
   */
  placement?: 'corner' | 'inline';
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

/**
 * An unread count on the corner of its child. Sighted users see the number (capped, 99+);
 * screen readers hear the whole count in words, e.g. "120 条未读".
 */
export function Badge({ count = 0, max = 99, showZero = false, dot = false, placement = 'corner', children, className }: BadgeProps) {
  const messages = useBadgeMessages();
  const unread = Math.max(0, Math.floor(count));
  const visible = dot || unread > 0 || showZero;
  const standalone = children === undefined || children === null ? '' : undefined;

  return (
    <BadgeRoot className={className} data-placement={placement}>
      {children}
      {visible &&
        (dot ? (
          <>
            <BadgeMark data-dot="" data-standalone={standalone} aria-hidden="true" />
            <VisuallyHidden>{unread > 0 ? messages.unread(unread) : messages.hasUnread}</VisuallyHidden>
          </>
        ) : (
          <>
            <BadgeMark data-standalone={standalone} aria-hidden="true">
              {unread > max ? `${max}+` : unread}
            </BadgeMark>
            <VisuallyHidden>{messages.unread(unread)}</VisuallyHidden>
          </>
        ))}
    </BadgeRoot>
  );
}
