import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeWalkStops } from '../../e2e/routeWalkStops';
import { portalPaths } from '../../packages/portal-app/src/portal/app/routeTable/routePaths';

/**
 * The lists that name every page of the portal, held to its route tables: a page added or
 * removed fails here, naming the entry each list is missing or keeps too long
 * (docs/testing.md#lists-held-to-the-code).
 */
const pathOf = (address: string) => address.split('?')[0]!.toLowerCase();
const served = new Map(portalPaths().map((path) => [path.toLowerCase(), path]));

/** The addresses of docs/product/routes.md's route table: the code spans of each row's first cell. */
function productTableAddresses(): string[] {
  const text = readFileSync(new URL('../../docs/product/routes.md', import.meta.url), 'utf8');
  const start = text.indexOf('## The route table');
  const table = text.slice(start, text.indexOf('\n## ', start + 1));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

describe('the lists that name every page', () => {
  it('the route walk (e2e/routeWalkStops.ts) stops at every page the portal serves, and at no other', () => {
    // A redirect's stop walks the page it lands on too.
    const walked = new Set(routeWalkStops.flatMap((stop) => [pathOf(stop.path), ...(stop.lands ? [pathOf(stop.lands)] : [])]));
    expect([...served].filter(([key]) => !walked.has(key)).map(([, path]) => path), 'pages without a stop').toEqual([]);
    expect(routeWalkStops.filter((stop) => !served.has(pathOf(stop.path))).map((stop) => stop.path), 'stops at no page').toEqual([]);
  });

  it('the product route table (docs/product/routes.md) has a row for every page, and none for a page the portal does not serve', () => {
    const rows = productTableAddresses();
    const listed = new Set(rows.map(pathOf));
    expect([...served].filter(([key]) => !listed.has(key)).map(([, path]) => path), 'pages without a row').toEqual([]);
    expect(rows.filter((address) => address !== '/' && !served.has(pathOf(address))), 'rows for no page').toEqual([]);
  });
});
