import { describe, expect, it } from 'vitest';
import { isFiltered, organiserOf, readClassListFilter, writeClassListFilter } from './listAddress';

const write = (query: string, change: Parameters<typeof writeClassListFilter>[1]) => writeClassListFilter(new URLSearchParams(query), change).toString();

describe('the class list filter in the address', () => {
  it('reads the organiser, the unit, the keyword and the page, with page 1 for anything odd', () => {
    expect(readClassListFilter(new URLSearchParams('orgId=org-110&subOrgId=org-112&keyword=%E6%95%99&page=3'))).toEqual({
      orgId: 'org-110',
      subOrgId: 'org-112',
      keyword: '教',
      page: 3,
    });
    expect(readClassListFilter(new URLSearchParams('page=0')).page).toBe(1);
    expect(readClassListFilter(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(readClassListFilter(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('starts a new filter at page 1 and leaves empty values out', () => {
    expect(write('orgId=org-110&page=3', { keyword: '治理' })).toBe('orgId=org-110&keyword=%E6%B2%BB%E7%90%86');
    expect(write('orgId=org-110&keyword=x', { keyword: '' })).toBe('orgId=org-110');
    expect(write('orgId=org-110', { page: 2 })).toBe('orgId=org-110&page=2');
    expect(write('orgId=org-110&page=2', { page: 1 })).toBe('orgId=org-110');
  });

  it('drops the unit chosen under another organiser', () => {
    expect(write('orgId=org-110&subOrgId=org-112', { orgId: 'org-120' })).toBe('orgId=org-120');
    expect(write('orgId=org-110&subOrgId=org-112', { orgId: 'org-110', subOrgId: 'org-113' })).toBe('orgId=org-110&subOrgId=org-113');
    expect(write('orgId=org-110&subOrgId=org-112', { orgId: '' })).toBe('');
  });

  it('keeps parameters that are not its own', () => {
    expect(write('from=home&orgId=org-110', { orgId: 'org-001' })).toBe('from=home&orgId=org-001');
  });

  it('filters by the unit when one is chosen, else by the organiser', () => {
    expect(organiserOf({ orgId: 'org-110', subOrgId: 'org-112', keyword: '', page: 1 })).toBe('org-112');
    expect(organiserOf({ orgId: 'org-110', subOrgId: '', keyword: '', page: 1 })).toBe('org-110');
    expect(organiserOf({ orgId: '', subOrgId: '', keyword: '', page: 1 })).toBeUndefined();
    expect(isFiltered({ orgId: '', subOrgId: '', keyword: '', page: 4 })).toBe(false);
    expect(isFiltered({ orgId: '', subOrgId: '', keyword: '党', page: 1 })).toBe(true);
  });
});
