import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { initialRoutesFor, portalPagesRouteId, routes } from './routes';

const routeIdsOf = (table: Parameters<typeof matchRoutes>[0], pathname: string) =>
  (matchRoutes(table, pathname) ?? []).map((match) => match.route.path ?? match.route.id);

describe('the route table a first visit starts with', () => {
  it('is the core table for the home page, without fetching the area definitions', async () => {
    await expect(initialRoutesFor('/index')).resolves.toBe(routes);
  });

  it('holds an area page under the frame and the guard, so the frame can draw before the screen', async () => {
    expect(routeIdsOf(routes, '/commendIndex')).toEqual(['*']);
    const table = await initialRoutesFor('/commendIndex');
    const matched = routeIdsOf(table, '/commendIndex');
    expect(matched.at(-1)).toBe('/commendIndex');
    expect(matched).toContain(portalPagesRouteId);
  });

  it('still ends an unknown address on the catch-all', async () => {
    expect(routeIdsOf(await initialRoutesFor('/no-such-page'), '/no-such-page')).toEqual(['*']);
  });
});
