import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { isExternal } from '../format';
import { useDismiss } from '../internal/dismiss/useDismiss';
import { tabbableIn } from '../internal/focus/tabbable';
import { useFocusTrap } from '../internal/focus/useFocusTrap';
import { useAnchoredPosition } from '../internal/position/useAnchoredPosition';
import { usePortalTarget } from '../internal/usePortalTarget';
import { useSidebarMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden';
import { Chevron, EntryButton, EntryIcon, EntryLink, EntryList, EntryTitle, PopOutPanel, PopOutTitle, SidebarNav } from './Sidebar.styles';
import { buildEntries, closeSubmenu, openSubmenu, trailTo, type SidebarEntry, type SidebarItem } from './sidebarTree';

/** How long a pointer or focus rests on a collapsed parent before its submenu pops out (docs/product/admin.md#sidebar). */
export const submenuShowDelayMs = 200;
/** Grace time before a pop-out closes, so the pointer can cross from the parent to the panel. */
export const submenuHideDelayMs = 300;

export interface SidebarProps {
  /** The permitted routes, as a tree. */
  items: readonly SidebarItem[];
  /** The current route's full path: its entry is marked as the current page and its submenus opened. */
  activePath?: string;
  /** Shows icons only; a parent's submenu then pops out beside it on hover or focus. */
  collapsed?: boolean;
  /** Collapses and expands at once, without the width transition (e.g. when the window shrinks). */
  withoutAnimation?: boolean;
  /**
   * Called when a route entry is followed with a plain left click, with the entry's full path;
   * call `event.preventDefault()` to navigate in the app. External entries are left to the browser.
   */
  onNavigate?: (item: SidebarItem, event: MouseEvent<HTMLAnchorElement>, path: string) => void;
  /** Accessible name of the navigation landmark; 侧边菜单 by default. */
  label?: string;
  /** Lets a toggle button point at the sidebar with aria-controls. */
  id?: string;
  /** Class name added to the root element, for styling it from outside. */
  className?: string;
}

interface PopOutState {
  key: string;
  /** Raised each time the keyboard opens the panel, which then takes the focus. */
  focusRequest: number;
}

/** A pop-out is never shorter than this, even when its entry sits low in the window. */
const POP_OUT_MIN_HEIGHT = 120;

interface SidebarContextValue {
  baseId: string;
  activePath: string | undefined;
  trail: readonly string[];
  openKeys: readonly string[];
  toggle: (key: string) => void;
  follow: (entry: SidebarEntry, event: MouseEvent<HTMLAnchorElement>) => void;
  popOut: PopOutState | null;
  showPopOutSoon: (key: string) => void;
  showPopOut: (key: string, takeFocus: boolean) => void;
  hidePopOutSoon: () => void;
  keepPopOut: () => void;
  closePopOut: () => void;
  navRef: RefObject<HTMLElement | null>;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

const useSidebar = (): SidebarContextValue => {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('Sidebar entries render only inside <Sidebar>.');
  return context;
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const depthAttribute = (depth: number) => String(Math.min(depth, 4));

/**
 * The management shell's menu, built from the permitted routes: nested submenus (one open per
 * level), hidden routes left out, single children lifted into their parent's place, external
 * routes in a new tab, and a collapsed, icons-only form whose submenus pop out.
 */
export function Sidebar({ items, activePath, collapsed = false, withoutAnimation = false, onNavigate, label, id, className }: SidebarProps) {
  const sidebarTexts = useSidebarMessages();
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const entries = useMemo(() => buildEntries(items), [items]);
  const trail = useMemo(() => (activePath === undefined ? null : trailTo(entries, activePath)) ?? [], [entries, activePath]);

  // The active route's submenus open whenever the route (or the menu) changes; the user's own
  // opening and closing is kept in between.
  const trailKey = trail.join(' ');
  const [openKeys, setOpenKeys] = useState<readonly string[]>(trail);
  const [openedTrail, setOpenedTrail] = useState(trailKey);
  if (openedTrail !== trailKey) {
    setOpenedTrail(trailKey);
    setOpenKeys(trail);
  }

  const [popOut, setPopOut] = useState<PopOutState | null>(null);
  if (!collapsed && popOut) setPopOut(null);
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clearTimers = useCallback(() => {
    clearTimeout(showTimer.current);
    clearTimeout(hideTimer.current);
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const context = useMemo<SidebarContextValue>(() => {
    const showPopOut = (key: string, takeFocus: boolean) => {
      clearTimers();
      setPopOut((previous) => ({ key, focusRequest: takeFocus ? (previous?.focusRequest ?? 0) + 1 : 0 }));
    };
    return {
      baseId,
      activePath,
      trail,
      openKeys,
      toggle: (key) => setOpenKeys((keys) => (keys.includes(key) ? closeSubmenu(keys, key) : openSubmenu(keys, key))),
      follow: (entry, event) => {
        if (!isExternal(entry.path) && isPlainClick(event)) onNavigate?.(entry.item, event, entry.path);
        clearTimers();
        setPopOut(null);
      },
      popOut,
      showPopOut,
      showPopOutSoon: (key) => {
        clearTimeout(hideTimer.current);
        if (popOut?.key === key) return;
        clearTimeout(showTimer.current);
        showTimer.current = setTimeout(() => showPopOut(key, false), submenuShowDelayMs);
      },
      hidePopOutSoon: () => {
        clearTimers();
        hideTimer.current = setTimeout(() => setPopOut(null), submenuHideDelayMs);
      },
      keepPopOut: () => clearTimeout(hideTimer.current),
      closePopOut: () => {
        clearTimers();
        setPopOut(null);
      },
      navRef,
    };
  }, [baseId, activePath, trail, openKeys, popOut, onNavigate, clearTimers]);

  return (
    <SidebarContext.Provider value={context}>
      <SidebarNav
        ref={navRef}
        id={id}
        aria-label={label ?? sidebarTexts.label}
        data-collapsed={collapsed ? 'true' : 'false'}
        data-animate={withoutAnimation ? 'false' : 'true'}
        className={className}
      >
        <EntryList>
          <Entries entries={entries} depth={0} iconOnly={collapsed} />
        </EntryList>
      </SidebarNav>
    </SidebarContext.Provider>
  );
}

interface EntriesProps {
  entries: readonly SidebarEntry[];
  depth: number;
  /** The collapsed sidebar's top level: icons only, submenus pop out. */
  iconOnly: boolean;
}

function Entries({ entries, depth, iconOnly }: EntriesProps) {
  return entries.map((entry) =>
    entry.kind === 'link' ? (
      <LinkEntry key={entry.key} entry={entry} depth={depth} iconOnly={iconOnly} />
    ) : iconOnly ? (
      <PopOutSubmenu key={entry.key} entry={entry} />
    ) : (
      <InlineSubmenu key={entry.key} entry={entry} depth={depth} />
    ),
  );
}

function EntryFace({ entry, iconOnly }: { entry: SidebarEntry; iconOnly: boolean }) {
  // Without a picture, the collapsed sidebar shows the title's first character in its place.
  const picture = entry.icon ?? (iconOnly ? entry.item.title.slice(0, 1) : null);
  return (
    <>
      {picture !== null && picture !== undefined && <EntryIcon aria-hidden="true">{picture}</EntryIcon>}
      {iconOnly ? <VisuallyHidden>{entry.item.title}</VisuallyHidden> : <EntryTitle>{entry.item.title}</EntryTitle>}
    </>
  );
}

function LinkEntry({ entry, depth, iconOnly }: { entry: SidebarEntry; depth: number; iconOnly: boolean }) {
  const { activePath, follow } = useSidebar();
  const hint = useSidebarMessages().externalHint;
  const external = isExternal(entry.path);
  return (
    <li>
      <EntryLink
        href={entry.path}
        data-depth={depthAttribute(depth)}
        data-icon-only={iconOnly ? 'true' : undefined}
        aria-current={entry.path === activePath ? 'page' : undefined}
        title={iconOnly ? entry.item.title : undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        onClick={(event) => follow(entry, event)}
      >
        <EntryFace entry={entry} iconOnly={iconOnly} />
        {external && <VisuallyHidden>{hint}</VisuallyHidden>}
      </EntryLink>
    </li>
  );
}

function InlineSubmenu({ entry, depth }: { entry: Extract<SidebarEntry, { kind: 'submenu' }>; depth: number }) {
  const { baseId, openKeys, trail, toggle } = useSidebar();
  const open = openKeys.includes(entry.key);
  const listId = `${baseId}-submenu-${entry.key}`;
  return (
    <li>
      <EntryButton
        type="button"
        data-depth={depthAttribute(depth)}
        data-trail={trail.includes(entry.key) ? 'true' : undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => toggle(entry.key)}
      >
        <EntryFace entry={entry} iconOnly={false} />
        <Chevron aria-hidden="true" data-open={open ? 'true' : 'false'} />
      </EntryButton>
      <EntryList id={listId} hidden={!open}>
        <Entries entries={entry.children} depth={depth + 1} iconOnly={false} />
      </EntryList>
    </li>
  );
}

function PopOutSubmenu({ entry }: { entry: Extract<SidebarEntry, { kind: 'submenu' }> }) {
  const sidebar = useSidebar();
  const { baseId, trail, popOut, navRef } = sidebar;
  const target = usePortalTarget();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // Focus brought back from the panel should not pop it out again.
  const returningFocus = useRef(false);
  const open = popOut?.key === entry.key;
  const panelId = `${baseId}-popout-${entry.key}`;
  const titleId = `${panelId}-title`;

  // Placed at the toggle's right edge, held to the room under it, in the portal root.
  const { style: panelStyle } = useAnchoredPosition(buttonRef, panelRef, {
    open,
    side: 'right',
    align: 'start',
    gap: 0,
    shrink: { min: POP_OUT_MIN_HEIGHT },
  });

  const returnFocus = () => {
    if (document.activeElement === buttonRef.current) return;
    returningFocus.current = true;
    buttonRef.current?.focus();
  };

  const dismiss = useDismiss({ open, onDismiss: sidebar.closePopOut, returnFocus });

  // The panel lives at the end of the document; Tab out of it continues in the sidebar. The
  // keyboard's opening moves the focus to its first entry.
  const panelTabKey = useFocusTrap(panelRef, {
    active: open && popOut.focusRequest > 0,
    returnFocus: false,
    onTabOut: (direction) => {
      sidebar.closePopOut();
      const inSidebar = navRef.current ? tabbableIn(navRef.current) : [];
      const after = direction === 'forward' && buttonRef.current ? inSidebar[inSidebar.indexOf(buttonRef.current) + 1] : undefined;
      if (after) after.focus();
      else returnFocus();
    },
  });

  const buttonFocus = () => {
    if (returningFocus.current) {
      returningFocus.current = false;
      return;
    }
    sidebar.showPopOutSoon(entry.key);
  };

  // Focus leaving for somewhere outside both the toggle and its panel closes the panel; focus
  // lost to nothing (a click on plain text) is left to the pointer's leaving.
  const leavesBoth = (next: EventTarget | null) =>
    next instanceof Node && next !== buttonRef.current && !(panelRef.current?.contains(next) ?? false);

  const buttonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      sidebar.showPopOut(entry.key, true);
    } else {
      dismiss.onKeyDown(event);
    }
  };

  const panelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!dismiss.onKeyDown(event)) panelTabKey(event);
  };

  return (
    <li onMouseEnter={() => sidebar.showPopOutSoon(entry.key)} onMouseLeave={sidebar.hidePopOutSoon}>
      <EntryButton
        ref={buttonRef}
        type="button"
        data-icon-only="true"
        data-trail={trail.includes(entry.key) ? 'true' : undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={entry.item.title}
        onFocus={buttonFocus}
        onBlur={(event) => {
          if (leavesBoth(event.relatedTarget)) sidebar.closePopOut();
        }}
        // Enter and Space arrive as clicks without a pointer (detail 0): those move into the panel.
        onClick={(event) => sidebar.showPopOut(entry.key, event.detail === 0)}
        onKeyDown={buttonKeyDown}
      >
        <EntryFace entry={entry} iconOnly />
      </EntryButton>
      {open &&
        target &&
        createPortal(
          // A landmark of its own: the panel sits at the end of the document, outside the sidebar's.
          <PopOutPanel
            ref={panelRef}
            id={panelId}
            aria-labelledby={titleId}
            style={panelStyle}
            onMouseEnter={sidebar.keepPopOut}
            onMouseLeave={sidebar.hidePopOutSoon}
            onKeyDown={panelKeyDown}
            onBlur={(event) => {
              if (leavesBoth(event.relatedTarget)) sidebar.closePopOut();
            }}
          >
            <PopOutTitle id={titleId}>{entry.item.title}</PopOutTitle>
            <EntryList>
              <Entries entries={entry.children} depth={0} iconOnly={false} />
            </EntryList>
          </PopOutPanel>,
          target,
        )}
    </li>
  );
}

