import type { Organisation } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { organisationOptions, singleRootId } from './organisationOptions';

const org = (orgId: string, orgName: string, orderId: number, hasChildren = false): Organisation => ({ orgId, orgName, orderId, hasChildren });

describe('organiser options', () => {
  it('list a level in the server’s order after the 全部 choice', () => {
    expect(organisationOptions([org('b', '乙', 2), org('a', '甲', 1)], '全部主办单位')).toEqual([
      { value: '', label: '全部主办单位' },
      { value: 'a', label: '甲' },
      { value: 'b', label: '乙' },
    ]);
    expect(organisationOptions(undefined, '全部')).toEqual([{ value: '', label: '全部' }]);
  });

  it('start below a single root that has units, since choosing it filters nothing', () => {
    expect(singleRootId([org('org-100', '示例省', 1, true)])).toBe('org-100');
    expect(singleRootId([org('org-100', '示例省', 1, false)])).toBeUndefined();
    expect(singleRootId([org('a', '甲', 1, true), org('b', '乙', 2, true)])).toBeUndefined();
    expect(singleRootId(undefined)).toBeUndefined();
  });
});
