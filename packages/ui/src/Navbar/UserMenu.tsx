import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useDismiss } from '../internal/dismiss/useDismiss';
import { useAnchoredPosition } from '../internal/position/useAnchoredPosition';
import { useNavbarMessages } from '../messages';
import { usePortalTarget } from '../internal/usePortalTarget';
import { Avatar, Caret, MenuEntry, MenuPanel, UserButton, UserName } from './Navbar.styles';

/** A further entry of the user menu, above 退出登录. */
export interface UserMenuItem {
  key: string;
  label: string;
  onSelect: () => void;
}

export interface UserMenuProps {
  /** The signed-in user's name, shown on the menu's button. */
  userName: string;
  /** Entries above 退出登录, e.g. 个人中心. */
  items?: readonly UserMenuItem[];
  /** Called by 退出登录. */
  onLogout: () => void;
}

const menuItemsOf = (menu: HTMLElement | null): HTMLElement[] => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

interface OpenMenu {
  /** The entry that takes the focus when the menu opens. */
  focusIndex: number;
}

/** Space between the user button and its menu. */
const MENU_GAP = 4;

/** The signed-in user's menu button and menu, after the WAI-ARIA menu button pattern. */
export function UserMenu({ userName, items = [], onLogout }: UserMenuProps) {
  const navbarTexts = useNavbarMessages();
  const portalTarget = usePortalTarget();
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const entries: readonly UserMenuItem[] = [...items, { key: 'logout', label: navbarTexts.logout, onSelect: onLogout }];

  const openMenu = (focusIndex: number) => setMenu({ focusIndex: (focusIndex + entries.length) % entries.length });

  const closeMenu = (returnFocus: boolean) => {
    setMenu(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  const focusIndex = menu?.focusIndex;
  useEffect(() => {
    if (focusIndex !== undefined) menuItemsOf(menuRef.current)[focusIndex]?.focus();
  }, [focusIndex]);

  const isOpen = menu !== null;
  // The menu hangs from the button's right edge, in the portal root.
  const { style: menuStyle } = useAnchoredPosition(buttonRef, menuRef, { open: isOpen, side: 'bottom', align: 'end', gap: MENU_GAP });
  // A press anywhere else closes the menu, leaving the focus where the press put it.
  const dismiss = useDismiss({ open: isOpen, onDismiss: () => setMenu(null), returnFocus: buttonRef, inside: [menuRef, buttonRef] });

  const buttonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const menuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = menuItemsOf(menuRef.current);
    const current = elements.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => elements[(index + elements.length) % elements.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        moveTo(current + 1);
        break;
      case 'ArrowUp':
        moveTo(current - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(elements.length - 1);
        break;
      case 'Escape':
        dismiss.onKeyDown(event);
        return;
      // The menu sits at the end of the document, so Tab would leave the page; it goes back to the button.
      case 'Tab':
        closeMenu(true);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <>
      <UserButton
        ref={buttonRef}
        type="button"
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? closeMenu(false) : openMenu(0))}
        onKeyDown={buttonKeyDown}
      >
        <Avatar aria-hidden="true">{userName.slice(0, 1)}</Avatar>
        <UserName>{userName}</UserName>
        <Caret aria-hidden="true" />
      </UserButton>
      {menu &&
        portalTarget &&
        createPortal(
          <MenuPanel
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label={navbarTexts.userMenu}
            style={menuStyle}
            onKeyDown={menuKeyDown}
          >
            {entries.map((entry) => (
              <li key={entry.key} role="none">
                <MenuEntry
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    closeMenu(true);
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </MenuEntry>
              </li>
            ))}
          </MenuPanel>,
          portalTarget,
        )}
    </>
  );
}
