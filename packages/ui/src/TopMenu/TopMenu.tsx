import type { MouseEvent } from 'react';
import { useTopMenuMessages } from '../messages';
import { MenuBar, MenuButton, MenuLink, MenuList } from './TopMenu.styles';

/** An entry that leads to a page of the portal, or to an external address. */
export interface TopMenuLinkEntry {
  kind: 'link';
  id: string;
  label: string;
  href: string;
  /** Opens in a new tab (external sites such as the digital library). */
  external?: boolean;
}

/** An entry that runs an action instead of navigating (e.g. the external academy, docs/product/frame.md#the-external-academy-entry). */
export interface TopMenuButtonEntry {
  kind: 'button';
  id: string;
  label: string;
}

export type TopMenuEntry = TopMenuLinkEntry | TopMenuButtonEntry;

export interface TopMenuProps {
  /** The menu's entries in order: links, or buttons for what opens elsewhere (e.g. the external academy). */
  entries: readonly TopMenuEntry[];
  /** The entry of the current page, marked for the eye and for screen readers. */
  activeId?: string;
  /**
   * Called when a link entry is followed with a plain click; call `event.preventDefault()`
   * to navigate in the app instead of loading the page.
   */
  onNavigate?: (entry: TopMenuLinkEntry, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Called when a button entry is pressed. */
  onAction?: (entry: TopMenuButtonEntry) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The portal's main menu: the tenant's entries in the tenant's order. */
export function TopMenu({ entries, activeId, onNavigate, onAction, label, className }: TopMenuProps) {
  const topMenuTexts = useTopMenuMessages();
  return (
    <MenuBar aria-label={label ?? topMenuTexts.label} className={className}>
      <MenuList>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.kind === 'button' ? (
              <MenuButton type="button" onClick={() => onAction?.(entry)}>
                {entry.label}
              </MenuButton>
            ) : (
              <MenuLink
                href={entry.href}
                aria-current={entry.id === activeId ? 'page' : undefined}
                {...(entry.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={(event) => {
                  if (!entry.external && isPlainClick(event)) onNavigate?.(entry, event);
                }}
              >
                {entry.label}
              </MenuLink>
            )}
          </li>
        ))}
      </MenuList>
    </MenuBar>
  );
}
