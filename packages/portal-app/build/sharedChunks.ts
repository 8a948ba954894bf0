import react from '@vitejs/plugin-react';
import { build, parseSync, type Plugin, type Rolldown } from 'vite';
import { portalAreas } from './areas';
import { chunksOf, staticClosure } from './chunkGraph';
import { workspaceResolve } from './workspaceResolve';

/** The pages of the build, each with its own HTML: the learner portal and the admin site. */
export const pages = { index: 'index.html', admin: 'admin.html' };

/** The modules the portal loads before anything renders, and those of them other chunks use. */
export interface UpFrontModules {
  /** The portal's: the chunks its HTML names and every chunk they import statically. */
  portal: Set<string>;
  /**
   * Those of them another chunk uses too (the admin site's, or a screen's): React, the router,
   * the kit's frame, the clients, the toast's texts. The rest only the portal's entry runs.
   */
  shared: Set<string>;
}

/**
 * Found by a first bundling in memory, because only the bundler knows what tree-shaking leaves
 * in the chunks (every page imports the UI kit's index, which names every component). In it,
 * whatever the portal's entry shares with any other chunk sits in a chunk of its own.
 */
export async function findUpFrontModules(root: string): Promise<UpFrontModules> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    resolve: workspaceResolve,
    build: { write: false, minify: false, sourcemap: false, modulePreload: false, rollupOptions: { input: pages } },
  });
  const chunks = chunksOf((Array.isArray(result) ? result : [result as Rolldown.RolldownOutput]).flatMap((output) => output.output));
  const entry = chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(`/${pages.index}`));
  const portal = new Set(staticClosure(chunks, entry).flatMap((chunk) => chunk.moduleIds));
  const entryOnly = new Set(entry.flatMap((chunk) => chunk.moduleIds));
  return { portal, shared: new Set([...portal].filter((id) => !entryOnly.has(id))) };
}

/**
 * Where an area's screens share modules, those travel together: the portal's areas, and the
 * sign-in flows both sites use.
 */
const areaFolders = [...portalAreas().map((area) => `/packages/portal-app/src/portal/${area}/`), '/packages/portal-app/src/session/'];

/**
 * The portal-only parts of session/: the password form reads the portal's session, which the
 * portal's entry chunk holds. In the chunk of the sign-in flows both sites share, it would make
 * the admin page load the portal's entry, and start the portal there.
 */
const portalOnlySession = '/packages/portal-app/src/session/password/';

function areaOf(id: string) {
  if (id.includes(portalOnlySession)) return undefined;
  return areaFolders.find((folder) => id.includes(folder))?.split('/').at(-2);
}

/** The area address modules and the helper they share (docs/architecture.md). */
const isAddressModule = (id: string) => /\/packages\/portal-app\/src\/(?:.+\/)?addresses\.ts$|\/packages\/portal-app\/src\/portal\/shared\/address\.ts$/.test(id);

/** The schema library and the API package's module of helpers on it (docs/adr/0005-contract-schemas-with-valibot.md). */
const isContractCheck = (id: string) => /\/node_modules\/valibot\/|\/packages\/api\/src\/contract\/schema\.ts$/.test(id);

/** The kit's large parts that few screens need: the rich-text sanitiser and the QR encoder. */
const largeParts = /\b(RichText|QRCode)\b/;

/** The kit's controls: what a screen needs to take input or to play, not to show. */
const kitControls = /\/packages\/ui\/src\/(Select|Input|FormItem|Table|Tabs|Countdown|Dialog|VideoFrame)\//;

/**
 * What an area chunk leaves out, by what a module imports (a binding of that name, or a module
 * of that name):
 * - one of the kit's large parts: otherwise every screen of the area would download the
 *   sanitiser because one of them shows rich text;
 * - the category rules, directly or through the category browser: the route table's preloads
 *   use them too, so the bundler keeps them in the route table's chunk, and the home page's
 *   course section would download the route table with the course cards.
 */
const keptApart: ReadonlySet<string> = new Set(['RichText', 'QRCode', 'categoryTree', 'CategoryBrowser']);

/** The names a module imports and the last segment of each module it imports from, statically or not. */
export function importedNames(code: string, id: string): Set<string> {
  const names = new Set<string>();
  const fromModule = (source: string) => names.add(source.split('/').at(-1)!.replace(/\.[jt]sx?$/, ''));
  const { program } = parseSync(id, code);
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      fromModule(statement.source.value);
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier') names.add(specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value));
      }
    } else if ((statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') && statement.source) {
      fromModule(statement.source.value);
    }
  }
  // Dynamic imports, wherever they sit in the module.
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const { type, source } = node as { type?: string; source?: { type?: string; value?: unknown } };
    if (type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string') fromModule(source.value);
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
  };
  visit(program);
  return names;
}

/** Notes the portal modules an area chunk leaves out (see keptApart). */
export function areaChunkExclusions(found: Set<string>): Plugin {
  return {
    name: 'study-portal:area-chunk-exclusions',
    transform(code, id) {
      if (!id.includes('/packages/portal-app/src/') || !/\.[jt]sx?$/.test(id)) return null;
      for (const name of importedNames(code, id)) {
        if (keptApart.has(name)) {
          found.add(id);
          break;
        }
      }
      return null;
    },
  };
}

/**
 * Where the code shared by several screens goes: a few chunks instead of one per combination
 * of screens. Left to itself the bundler gives every module shared by a different set of
 * screens its own chunk: the course page asked for twenty files of about 1 KB, six at a time
 * over HTTP/1.1, and its data waited in the queue behind them (docs/adr/0009). Modules the
 * portal loads up front join no later group, so its first download does not grow; those of them
 * other chunks use too make one chunk of their own.
 */
export function sharedChunkGroups(upFront: UpFrontModules, leftOutOfAreas: ReadonlySet<string>) {
  // The admin site's own up-front modules (the empty state, date formats) may join a later
  // group: left out, each became a 1 KB file that every portal screen asked for separately.
  const later = (id: string) => !upFront.portal.has(id);
  return {
    // A group takes only the modules it names; what they import stays in its own chunk.
    includeDependenciesRecursively: false,
    groups: [
      {
        // What the portal loads before anything renders and other chunks use too (React, the
        // router, the kit's frame, the clients), in one file. Left alone the bundler cut it into
        // eight by which other chunks also import each part: more requests than the HTML's six
        // connections, so the configuration queued behind the 118 KB one. The modules only the
        // portal's entry uses stay there, so the admin page does not run them.
        name: 'portal-start',
        test: (id: string) => upFront.shared.has(id),
        priority: 3,
      },
      {
        // The kit's controls that at least five screens use: form fields, tables, tabs, dialogs,
        // the player. A page that only shows cards and pictures (a course list, a course page)
        // does not download them: in Lighthouse's simulated network every kilobyte in the wave
        // after the configuration adds to the largest paint.
        name: 'ui-controls',
        test: (id: string) => later(id) && kitControls.test(id),
        minShareCount: 5,
        priority: 2,
      },
      {
        // The kit's other components that at least five screens use, but not its large parts.
        name: 'ui-kit',
        test: (id: string) => later(id) && id.includes('/packages/ui/src/') && !largeParts.test(id),
        minShareCount: 5,
        priority: 2,
      },
      {
        // Every area's address module, in one chunk that imports none of the areas. In an area's
        // chunk, the route tables (which read the paths) and that area's screens (whose chunk
        // reads the route table's category rules) import each other, and a home section loaded
        // first would evaluate the route tables before the paths they read.
        name: 'addresses',
        test: (id: string) => later(id) && isAddressModule(id),
        priority: 2,
      },
      {
        // The portal's own shared components.
        name: 'portal-kit',
        test: (id: string) => later(id) && id.includes('/packages/portal-app/src/components/'),
        minShareCount: 2,
        priority: 1,
      },
      {
        // What an area's screens share (the course cards and category tree of the course
        // pages, say): one chunk per area folder.
        name: (id: string) => `${areaOf(id)}-shared`,
        test: (id: string) => later(id) && areaOf(id) !== undefined && !leftOutOfAreas.has(id),
        minShareCount: 2,
        priority: 1,
      },
      {
        // What checks a reply against its contract: the schema library and our helpers on it.
        // Start-up fetches it beside the configuration requests, and only it: in the API
        // package's shared chunk it would bring every screen's calls along.
        name: 'contract-check',
        test: (id: string) => later(id) && isContractCheck(id),
        priority: 2,
      },
      {
        // The API package's calls and contracts the screens share.
        name: 'api-kit',
        test: (id: string) => later(id) && id.includes('/packages/api/src/'),
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}
