import type { Organisation } from '@study-portal/api';
import { describe, expect, it } from 'vitest';
import { chosenCity, citiesOf } from './cityChoice';

const firstLevel: Organisation[] = [
  { orgId: 'org-120', orgName: '西岭市', orderId: 5, hasChildren: true },
  { orgId: 'org-001', orgName: '中共示例省委组织部', orderId: 1, hasChildren: false },
  { orgId: 'org-110', orgName: '东江市', orderId: 4, hasChildren: true },
];

describe('the city of /projectIndexCity', () => {
  it('is one of the first-level units that have units of their own, in order', () => {
    expect(citiesOf(firstLevel).map((city) => city.orgName)).toEqual(['东江市', '西岭市']);
    expect(citiesOf(undefined)).toEqual([]);
  });

  it('is the city in the address, else the first', () => {
    const cities = citiesOf(firstLevel);
    expect(chosenCity(cities, 'org-120')?.orgName).toBe('西岭市');
    expect(chosenCity(cities, 'org-001')?.orgName).toBe('东江市');
    expect(chosenCity(cities, '')?.orgName).toBe('东江市');
    expect(chosenCity([], 'org-120')).toBeUndefined();
  });
});
