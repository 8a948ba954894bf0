import { describe, expect, it } from 'vitest';
import { legacyTabAddress } from './detailTabs';

describe('old class-page tabs', () => {
  it('lead to the class pages that took their place', () => {
    expect(legacyTabAddress('notices', 'tbtp-04')).toBe('/classNotice?id=tbtp-04');
    expect(legacyTabAddress('members', 'tbtp-04')).toBe('/projectDetailBjcy?id=tbtp-04');
    expect(legacyTabAddress('dynamics', 'tbtp-04')).toBe('/projectDetailBjdt?id=tbtp-04');
    expect(legacyTabAddress('assignments', 'tbtp-04')).toBe('/projectDetailGrbjzy?id=tbtp-04');
  });

  it('keep the class home for its own parts and for anything else', () => {
    expect(legacyTabAddress('courses', 'tbtp-04')).toBeNull();
    expect(legacyTabAddress('intro', 'tbtp-04')).toBeNull();
    expect(legacyTabAddress(null, 'tbtp-04')).toBeNull();
    expect(legacyTabAddress('nonsense', 'tbtp-04')).toBeNull();
  });
});
