import { describe, expect, it } from 'vitest';
import { filterRoutes, hasPermission, permittedRoutes } from './filterRoutes';
import type { AccessRoute } from './routeMeta';

const open: AccessRoute = { path: 'open', meta: { title: '公开' } };
const editors: AccessRoute = { path: 'edit', meta: { title: '编辑', roles: ['editor'] } };
const auditors: AccessRoute = { path: 'audit', meta: { title: '审计', roles: ['auditor', 'editor'] } };
const parent: AccessRoute = {
  path: 'parent',
  meta: { title: '父级' },
  children: [open, editors, { path: 'deep', meta: { title: '深层', roles: ['auditor'] }, children: [editors, open] }],
};
const lockedParent: AccessRoute = { path: 'locked', meta: { title: '锁定', roles: ['auditor'] }, children: [open] };
const noMeta: AccessRoute = { path: 'plain' };

const paths = (routes: readonly AccessRoute[]): unknown =>
  routes.map((route) => (route.children ? { [route.path]: paths(route.children) } : route.path));

describe('hasPermission', () => {
  it.each([
    ['role admin passes a route limited to others', { roles: ['editor'] }, ['admin'], true],
    ['no roles listed lets anyone in', { roles: undefined }, ['ROLE_NC_WEB'], true],
    ['no meta lets anyone in', undefined, [], true],
    ['a shared role lets in', { roles: ['auditor', 'editor'] }, ['editor'], true],
    ['no shared role keeps out', { roles: ['editor'] }, ['ROLE_NC_WEB'], false],
    ['an empty role list keeps out of a limited route', { roles: ['editor'] }, [], false],
    ['an empty roles list on the route admits nobody but admin', { roles: [] }, ['editor'], false],
  ] as const)('%s', (_name, meta, roles, expected) => {
    expect(hasPermission(meta, roles)).toBe(expected);
  });
});

describe('filterRoutes', () => {
  const all = [open, editors, auditors, parent, lockedParent, noMeta];

  it.each([
    ['admin sees every route, children included', ['admin'], paths(all)],
    [
      'a user without matching roles sees the open routes, recursively',
      ['ROLE_NC_WEB'],
      ['open', { parent: ['open'] }, 'plain'],
    ],
    [
      'an editor sees its routes at every level',
      ['editor'],
      ['open', 'edit', 'audit', { parent: ['open', 'edit'] }, 'plain'],
    ],
    [
      'an auditor enters limited parents and sees their open children',
      ['auditor'],
      ['open', 'audit', { parent: ['open', { deep: ['open'] }] }, { locked: ['open'] }, 'plain'],
    ],
  ] as const)('%s', (_name, roles, expected) => {
    expect(paths(filterRoutes(all, roles))).toEqual(expected);
  });

  it('keeps meta (hidden, alwaysShow, redirect) as it is', () => {
    const hidden: AccessRoute = { path: 'detail', meta: { title: '详情', hidden: true, alwaysShow: true, redirect: '/x' } };
    expect(filterRoutes([hidden], [])).toEqual([hidden]);
  });

  it('leaves the table it was given untouched', () => {
    const before = structuredClone(paths([parent]));
    filterRoutes([parent], []);
    expect(paths([parent])).toEqual(before);
  });
});

describe('permittedRoutes', () => {
  it('always keeps the constant routes, even when they name roles the user lacks', () => {
    const constant: AccessRoute[] = [{ path: '404', meta: { title: '404', roles: ['nobody'] } }];
    expect(paths(permittedRoutes(constant, [editors, open], []))).toEqual(['404', 'open']);
  });
});
