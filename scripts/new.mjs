#!/usr/bin/env node
/**
 * `pnpm new screen <area> <Name> <path> <title>`: a portal screen, routed, storied and walked
 * (CONTRIBUTING.md#add-a-screen). It writes the screen's folder (the screen, its index and its
 * story with a test story) and registers the page where the code and the checks expect it:
 *
 * - its path in the area's page paths (`addresses.ts`);
 * - its route, with its title and a lazy import, in the area's table (`routes.tsx`);
 * - a stop of the route walk (`e2e/routeWalkStops.ts`);
 * - a row of the product route table (`docs/product/routes.md`), in the area's section.
 *
 * What is left by hand is what only a person can write: the screen itself, what its stories show
 * and check, and the row's notes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const portalDir = join(root, 'packages/portal-app/src/portal');

const usage = `Usage: pnpm new screen <area> <Name> <path> <title>
  e.g. pnpm new screen courses CourseNotes /courseNotes 课程笔记
  <area>   a folder of packages/portal-app/src/portal with a routes.tsx
  <Name>   the screen's name in PascalCase, without "Screen"
  <path>   its address, as the portal serves it (a query parameter, never a path segment)
  <title>  its title: the document title and the page's main heading`;

/** Stops with a message and no change made. */
function fail(message) {
  console.error(`✖ ${message}\n\n${usage}`);
  process.exit(1);
}

const lowerFirst = (text) => text[0].toLowerCase() + text.slice(1);
const upperFirst = (text) => text[0].toUpperCase() + text.slice(1);

/** The text with `insertion` put before the `index`th character. */
const insertAt = (text, index, insertion) => text.slice(0, index) + insertion + text.slice(index);

/** The area's page paths: the first `…PagePaths` object of its addresses.ts, and where it closes. */
function pagePathsOf(addresses) {
  const opening = /export const (\w+PagePaths) = \{\n/.exec(addresses);
  if (!opening) return undefined;
  const close = addresses.indexOf('} as const;', opening.index);
  return { name: opening[1], body: addresses.slice(opening.index, close), close };
}

/** The name routes.tsx knows the page paths by (its alias, if it gives one). */
function localName(routes, pathsName) {
  const imported = /import \{([^}]*)\} from '\.\/addresses';/.exec(routes);
  const entry = imported?.[1].split(',').map((part) => part.trim()).find((part) => part === pathsName || part.startsWith(`${pathsName} as `));
  if (!entry) return undefined;
  return entry.includes(' as ') ? entry.split(' as ')[1].trim() : entry;
}

/** Writes a new file, refusing to overwrite one. */
function create(file, text) {
  if (existsSync(file)) fail(`${relative(root, file)} exists already.`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function newScreen([area, rawName, path, title]) {
  if (!area || !rawName || !path || !title) fail('screen needs an area, a name, a path and a title.');
  const areaDir = join(portalDir, area);
  if (!existsSync(join(areaDir, 'routes.tsx'))) fail(`${area} is not an area: packages/portal-app/src/portal/${area}/routes.tsx does not exist.`);
  const name = upperFirst(rawName.replace(/Screen$/, ''));
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) fail(`${rawName} is not a PascalCase name.`);
  if (!/^\/[A-Za-z0-9/]+$/.test(path)) fail(`${path} is not a page path: a slash, then letters, digits and slashes.`);
  const screen = `${name}Screen`;
  const key = lowerFirst(name);
  const folder = join(areaDir, screen);

  const addressesFile = join(areaDir, 'addresses.ts');
  const routesFile = join(areaDir, 'routes.tsx');
  const stopsFile = join(root, 'e2e/routeWalkStops.ts');
  const docsFile = join(root, 'docs/product/routes.md');
  const addresses = readFileSync(addressesFile, 'utf8');
  const routes = readFileSync(routesFile, 'utf8');
  const stops = readFileSync(stopsFile, 'utf8');
  const docs = readFileSync(docsFile, 'utf8');

  const pagePaths = pagePathsOf(addresses);
  if (!pagePaths) fail(`${relative(root, addressesFile)} has no \`export const …PagePaths = {\` object to add the path to.`);
  if (new RegExp(`^\\s+${key}:`, 'm').test(pagePaths.body)) fail(`${pagePaths.name} has a ${key} already.`);
  if (stops.includes(`path: '${path}'`)) fail(`${path} is a page already.`);
  const pathsVar = localName(routes, pagePaths.name);
  if (!pathsVar) fail(`${relative(root, routesFile)} does not import ${pagePaths.name} from './addresses'.`);
  const tableEnd = routes.lastIndexOf('\n];');
  if (tableEnd < 0) fail(`${relative(root, routesFile)} has no route table closing with \`];\`.`);

  // The product table's row goes after the last row of the table that lists the area's first page.
  const firstPath = /:\s*'([^']+)'/.exec(pagePaths.body)?.[1];
  const firstRow = firstPath ? docs.indexOf(`| \`${firstPath}`) : -1;
  if (firstRow < 0) fail(`docs/product/routes.md has no row for ${firstPath ?? 'any page of the area'}, to place the new row beside it.`);
  let tableEndInDocs = docs.indexOf('\n', firstRow);
  while (docs.startsWith('|', tableEndInDocs + 1)) tableEndInDocs = docs.indexOf('\n', tableEndInDocs + 1);

  const areaTitle = upperFirst(area);
  create(
    join(folder, `${screen}.tsx`),
    `import { ScreenPage } from '../../../components/ScreenPage';

/** ${title} (docs/product/routes.md#the-route-table). */
export function ${screen}() {
  return (
    <ScreenPage>
      <h1>${title}</h1>
    </ScreenPage>
  );
}
`,
  );
  create(join(folder, 'index.ts'), `export { ${screen} } from './${screen}';\n`);
  create(
    join(folder, `${screen}.stories.tsx`),
    `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenHarness } from '../../../testing/ScreenHarness';
import { StoryRoutes } from '../../../testing/StoryRoutes';
import { ${screen} } from './${screen}';

function ${name}Page() {
  return (
    <ScreenHarness signedInAs="learner" path="${path}">
      <StoryRoutes path="${path}">
        <${screen} />
      </StoryRoutes>
    </ScreenHarness>
  );
}

const meta = {
  title: 'Portal/${areaTitle}/${name}',
  component: ${name}Page,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ${name}Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as a signed-in learner opens it. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '${title}' })).toBeVisible();
  },
};

export const SignedInInteraction: Story = {
  ...SignedIn,
  name: 'Test: Signed In',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await SignedIn.play!(context);
  },
};
`,
  );

  writeFileSync(addressesFile, insertAt(addresses, pagePaths.close, `  ${key}: '${path}',\n`));
  writeFileSync(
    routesFile,
    insertAt(
      routes,
      tableEnd,
      `
  {
    path: ${pathsVar}.${key},
    handle: { title: '${title}' } satisfies PortalRouteHandle,
    lazy: async () => ({ Component: (await import('./${screen}')).${screen} }),
  },`,
    ),
  );
  writeFileSync(stopsFile, insertAt(stops, stops.lastIndexOf('\n];'), `\n  { path: '${path}' },`));
  writeFileSync(docsFile, insertAt(docs, tableEndInDocs, `\n| \`${path}\` | ${title} | |`));

  const shown = (file) => relative(root, file);
  console.log(`✔ ${screen} at ${path}, in ${area}:
  written   ${shown(folder)}/ (${screen}.tsx, index.ts, ${screen}.stories.tsx)
  added to  ${shown(addressesFile)} (${pagePaths.name}.${key}), ${shown(routesFile)}, ${shown(stopsFile)}, ${shown(docsFile)}

Left to you: the screen, what its stories show and check, and the notes of its row in
docs/product/routes.md. A page that needs a record (?id=…) gets a fixture id in its route-walk
stop; one anyone may open is decided in ADR 16 first (CONTRIBUTING.md#add-a-screen).`);
}

const [kind, ...rest] = process.argv.slice(2);
if (kind === 'screen') newScreen(rest);
else fail(kind ? `There is no generator for "${kind}".` : 'Say what to make.');
