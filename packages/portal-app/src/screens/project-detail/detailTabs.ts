import { classAddress } from '../../classes/classAddress';

/**
 * Where an old class-page address with `?tab=` leads: the class home held tabs for the pages
 * its class navigation already links to; each is that page now. The introduction and the
 * courses are on the class home itself (null: stay).
 */
export function legacyTabAddress(tab: string | null, id: string): string | null {
  switch (tab) {
    case 'notices':
      return classAddress.notices(id);
    case 'members':
      return classAddress.members(id);
    case 'dynamics':
      return classAddress.dynamics(id);
    case 'assignments':
      return classAddress.assignments(id);
    default:
      return null;
  }
}
