import type { MouseEvent, ReactNode } from 'react';
import { Dialog } from '../Dialog';
import { DrawerNavigation } from './MenuDrawer.styles';

export interface MenuDrawerProps {
  /** The sheet's accessible name, e.g. 菜单. */
  title: string;
  /** Called by the close button, Esc, the backdrop and each entry followed. */
  onClose: () => void;
  /** The navigation (usually TopMenu), laid out as a column inside. */
  children: ReactNode;
}

/** The phone's menu: the navigation in a sheet along the left edge, closed once an entry is followed. */
export function MenuDrawer({ title, onClose, children }: MenuDrawerProps) {
  // The entry's own handler has navigated; the drawer only steps aside.
  const closeAfterFollowing = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a[href], button')) onClose();
  };
  return (
    <Dialog open onClose={onClose} title={title} placement="start" width={300}>
      {/* Clicks are only observed here: the entries inside stay the keyboard's targets. */}
      <DrawerNavigation onClick={closeAfterFollowing}>{children}</DrawerNavigation>
    </Dialog>
  );
}
