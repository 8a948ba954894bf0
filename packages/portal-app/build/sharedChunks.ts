import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { chunksOf, staticClosure } from './chunkGraph';

/** The pages of the build, each with its own HTML: the learner portal and the admin site. */
export const pages = { index: 'index.html', admin: 'admin.html' };

/** The modules the pages load before anything renders. */
export interface UpFrontModules {
  /** Every page's. */
  all: Set<string>;
  /** Those both pages load up front: React, the router, the kit's frame, the clients. */
  common: Set<string>;
}

/**
 * The modules a page loads before anything renders: those in the chunks its HTML names and in
 * the chunks they import statically. Found by a first bundling in memory, because only the
 * bundler knows what tree-shaking leaves in them (every page imports the UI kit's index, which
 * names every component).
 */
export async function findUpFrontModules(root: string): Promise<UpFrontModules> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [react()],
    build: { write: false, minify: false, sourcemap: false, modulePreload: false, rollupOptions: { input: pages } },
  });
  const chunks = chunksOf((Array.isArray(result) ? result : [result as Rolldown.RolldownOutput]).flatMap((output) => output.output));
  const pageChunks = chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'));
  const upFrontOf = (page: string) =>
    new Set(staticClosure(chunks, pageChunks.filter((chunk) => chunk.facadeModuleId?.endsWith(`/${page}`))).flatMap((chunk) => chunk.moduleIds));
  const [portal, admin] = [upFrontOf(pages.index), upFrontOf(pages.admin)];
  return {
    all: new Set([...portal, ...admin]),
    common: new Set([...portal].filter((id) => admin.has(id))),
  };
}

/** The portal's area folders: the modules an area's screens share travel together. */
const areas = ['classes', 'community', 'courses', 'live', 'study', 'topics', 'session'];

function areaOf(id: string) {
  return areas.find((area) => id.includes(`/packages/portal-app/src/${area}/`));
}

/** The kit's large parts that few screens need: the rich-text sanitiser and the QR encoder. */
const largeParts = /\b(RichText|QRCode)\b/;

/**
 * What an area chunk leaves out, by what a module uses:
 * - one of the kit's large parts: otherwise every screen of the area would download the
 *   sanitiser because one of them shows rich text;
 * - the category rules, directly or through the category browser: the route table's preloads
 *   use them too, so the bundler keeps them in the route table's chunk, and the home page's
 *   course section would download the route table with the course cards.
 */
const keptApart = [largeParts, /\b(categoryTree|CategoryBrowser)\b/];

/** Notes the portal modules an area chunk leaves out (see keptApart). */
export function areaChunkExclusions(found: Set<string>): Plugin {
  return {
    name: 'study-portal:area-chunk-exclusions',
    transform(code, id) {
      if (id.includes('/packages/portal-app/src/') && keptApart.some((pattern) => pattern.test(code))) found.add(id);
      return null;
    },
  };
}

/**
 * Where the code shared by several screens goes: a few chunks instead of one per combination
 * of screens. Left to itself the bundler gives every module shared by a different set of
 * screens its own chunk: the course page asked for twenty files of about 1 KB, six at a time
 * over HTTP/1.1, and its data waited in the queue behind them (docs/adr/0009). Modules a page
 * loads up front join no later group, so the first download does not grow; those both pages
 * load up front make one chunk of their own.
 */
export function sharedChunkGroups(upFront: UpFrontModules, leftOutOfAreas: ReadonlySet<string>) {
  const later = (id: string) => !upFront.all.has(id);
  return {
    // A group takes only the modules it names; what they import stays in its own chunk.
    includeDependenciesRecursively: false,
    groups: [
      {
        // What both pages load before anything renders (React, the router, the kit's frame, the
        // clients), in one file. Left alone the bundler cut it into six by which lazy chunks
        // also import each part: six requests where the HTML allows six connections, so the
        // icon and the configuration queued the 118 KB one behind them. The modules only the
        // portal loads stay in its entry, so the admin page does not run them.
        name: 'portal-start',
        test: (id: string) => upFront.common.has(id),
        priority: 3,
      },
      {
        // The kit's components that at least five screens use, but not its large parts.
        name: 'ui-kit',
        test: (id: string) => later(id) && id.includes('/packages/ui/src/') && !largeParts.test(id),
        minShareCount: 5,
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
        // The API package's calls and contracts the screens share.
        name: 'api-kit',
        test: (id: string) => later(id) && id.includes('/packages/api/src/'),
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}
