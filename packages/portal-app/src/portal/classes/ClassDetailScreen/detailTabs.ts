import { assignmentsAddress, classDynamicsAddress, classMembersAddress, classNoticeAddress } from '../addresses';

/**
 * Where an old class-page address with `?tab=` leads: the class home held tabs for the pages
 * its class navigation already links to; each is that page now. The introduction and the
 * courses are on the class home itself (null: stay).
 */
export function legacyTabAddress(tab: string | null, id: string): string | null {
  switch (tab) {
    case 'notices':
      return classNoticeAddress(id);
    case 'members':
      return classMembersAddress(id);
    case 'dynamics':
      return classDynamicsAddress(id);
    case 'assignments':
      return assignmentsAddress(id);
    default:
      return null;
  }
}
