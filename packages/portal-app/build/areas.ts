import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The learner portal's folder; each of its folders with a route table is an area. */
export const portalDir = fileURLToPath(new URL('../src/portal/', import.meta.url));

/**
 * The portal's areas, read from the folders (docs/architecture.md#areas): the one list the
 * chunk groups use, and that the route tables and the Storybook titles are checked against.
 */
export function portalAreas(dir: string = portalDir): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'routes.tsx')))
    .map((entry) => entry.name)
    .sort();
}
