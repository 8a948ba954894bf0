import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { corePaths } from '../shared/routeTable/corePaths';
import { routeTableFor, portalPagesRouteId, routes } from './portalRoutes';

const routeIdsOf = (table: Parameters<typeof matchRoutes>[0], pathname: string) =>
  (matchRoutes(table, pathname) ?? []).map((match) => match.route.path ?? match.route.id);

describe('the route table a first visit starts with', () => {
  it('is the core table for the home page, without fetching the area definitions', async () => {
    await expect(routeTableFor('/index')).resolves.toBe(routes);
  });

  it('holds an area page under the frame and the guard once the area routes are in', async () => {
    expect(routeIdsOf(routes, '/commendIndex').at(-1)).toBe('*');
    const table = await routeTableFor('/commendIndex');
    const matched = routeIdsOf(table, '/commendIndex');
    expect(matched.at(-1)).toBe('/commendIndex');
    expect(matched).toContain(portalPagesRouteId);
  });

  it('holds only the page’s own area: the router ranks every route it has at each match', async () => {
    const table = await routeTableFor('/commendIndex');
    expect(routeIdsOf(table, '/coursedetail').at(-1)).toBe('/coursedetail');
    // The study centre is another area's: it joins through discovery on the first navigation.
    expect(routeIdsOf(table, '/personalCenter').at(-1)).toBe('*');
    expect(routeIdsOf(await routeTableFor('/personalCenter'), '/personalCenter').at(-1)).toBe('/personalCenter');
  });

  it('still ends an unknown address on the catch-all', async () => {
    expect(routeIdsOf(await routeTableFor('/no-such-page'), '/no-such-page').at(-1)).toBe('*');
  });
});

describe('the core addresses the HTML knows (routeTable/corePaths.ts)', () => {
  const pathsOf = (table: typeof routes): string[] => table.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

  it('are exactly the addresses the core table serves', () => {
    expect(pathsOf(routes).filter((path) => path !== '*').sort()).toEqual([...corePaths].sort());
  });
});
