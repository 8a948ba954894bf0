import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalAreas, portalDir } from '../../build/areas';
import { areaTableByArea } from './app/routeTable/areaRoutes';

/** Every story file under a folder, with its meta's title. */
function storyTitles(dir: string): { file: string; title: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => {
      const title = /^\s*title: '([^']+)'/m.exec(readFileSync(join(dir, file), 'utf8'))?.[1];
      if (!title) throw new Error(`${file}: no title in its meta`);
      return { file, title };
    });
}

const titleWord = (area: string) => area[0]!.toUpperCase() + area.slice(1);

// The areas are one list, the folders of src/portal with a route table (docs/architecture.md#areas).
describe('the portal areas', () => {
  const areas = portalAreas();

  it('are the folders the build groups chunks by, and every one has a route table', () => {
    expect(areas).toEqual(['classes', 'community', 'courses', 'exams', 'home', 'live', 'study', 'studyCentre', 'topics']);
    expect(Object.keys(areaTableByArea).sort()).toEqual(areas);
    for (const table of Object.values(areaTableByArea)) expect(table.length).toBeGreaterThan(0);
  });

  it('name the Storybook titles of the stories inside them', () => {
    const stories = storyTitles(portalDir).filter(({ file }) => areas.includes(file.split(sep)[0]!));
    const named = new Set(stories.map(({ title }) => title.split('/').slice(0, 2).join('/')));
    expect([...named].sort()).toEqual(areas.map((area) => `Portal/${titleWord(area)}`).sort());
    for (const { file, title } of stories) expect(title, file).toMatch(new RegExp(`^Portal/${titleWord(file.split(sep)[0]!)}/`));
  });

  it('are the only Portal/ titles in the app', () => {
    const appDir = join(portalDir, '..');
    const elsewhere = storyTitles(appDir).filter(({ file, title }) => title.startsWith('Portal/') && !areas.includes(file.split(sep)[1] ?? ''));
    expect(elsewhere).toEqual([]);
  });
});
