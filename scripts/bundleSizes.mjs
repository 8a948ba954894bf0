// What the built portal makes a browser download, read from the build output alone: the files
// index.html fetches before anything renders, and every lazily loaded route chunk. Sizes are
// deterministic for a given build, so `pnpm size` can enforce them; `pnpm bench` reports them
// beside Lighthouse's timings.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './pnpm.mjs';

export const portalDist = join(root, 'packages/portal-app/dist');

/**
 * The budgets (gzip, KB of 1024 bytes). The up-front budget is a ratchet held within 1 KB of what
 * the home page loads, below the standing ceiling of 125 KB (docs/testing.md#size-budgets).
 */
export const sizeBudgets = { upFrontJsGzipKB: 125, routeChunkGzipKB: 40 };

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One built file's size raw, gzip (level 9) and brotli (quality 11). */
export function sizeOf(file, dist = portalDist) {
  const raw = readFileSync(join(dist, file));
  return {
    file,
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const sumOf = (files) =>
  files.reduce((total, file) => ({ raw: total.raw + file.raw, gzip: total.gzip + file.gzip, brotli: total.brotli + file.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/**
 * The home page's up-front files (module scripts, module preloads, style sheets of index.html)
 * and the chunks loaded after start-up (routes' dynamic entries and the shared chunks they
 * import; the admin site's, a second page of the same build, marked as such), largest first.
 */
export function measureBuild(dist = portalDist) {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`No portal build in ${dist}: run \`pnpm build\` first.`);
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
  const linked = (pattern) =>
    [...html.matchAll(pattern)]
      .map(([tag]) => attr(tag, 'src') ?? attr(tag, 'href'))
      .filter(Boolean)
      .map((href) => sizeOf(href.replace(/^\//, ''), dist));
  const upFrontJs = linked(/<script[^>]*type="module"[^>]*>|<link[^>]*rel="modulepreload"[^>]*>/g);
  const upFrontCss = linked(/<link[^>]*rel="stylesheet"[^>]*>/g);

  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const upFrontFiles = new Set(upFrontJs.map((file) => file.file));
  // A route's code is its dynamic entry and the shared chunks it pulls in after start-up: all
  // of them count, or a route could pass by moving its code into a chunk of its own name.
  const routeChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js') && !upFrontFiles.has(chunk.file) && !chunk.isEntry)
    .map(([source, chunk]) => ({
      source: chunk.isDynamicEntry ? source.replace(/^(\.\.\/)+node_modules\/\.pnpm\/[^/]+\/node_modules\//, '') : `shared ${chunk.name ?? source}`,
      page: source.startsWith('src/admin/') ? 'admin' : 'portal',
      ...sizeOf(chunk.file, dist),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  return { upFrontJs, upFrontCss, routeChunks, adminReaches: reachedFrom(manifest, 'admin.html') };
}

/** Every manifest entry a page can load, up front or later (its static and dynamic imports). */
export function reachedFrom(manifest, start) {
  const reached = new Set();
  const next = [start];
  while (next.length > 0) {
    const key = next.pop();
    if (reached.has(key) || !manifest[key]) continue;
    reached.add(key);
    next.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  return reached;
}

/** Every budget the build breaks, in words; empty when it keeps them all. */
export function brokenBudgets({ upFrontJs, routeChunks, adminReaches }, budgets = sizeBudgets) {
  const broken = [];
  // The two pages share chunks but never an entry: the portal's entry starts the portal wherever
  // it is loaded, so a shared chunk importing from it would start the portal on the admin page.
  if (adminReaches?.has('index.html')) {
    broken.push('the admin page can load the portal’s entry chunk (a chunk both use imports from it), which would start the portal there');
  }
  const upFront = sumOf(upFrontJs).gzip;
  if (upFront > budgets.upFrontJsGzipKB * 1024) {
    broken.push(`the home page loads ${kb(upFront)} of JavaScript up front (gzip), over the ${budgets.upFrontJsGzipKB} KB budget`);
  }
  for (const chunk of routeChunks) {
    if (chunk.gzip > budgets.routeChunkGzipKB * 1024) {
      broken.push(`route chunk ${chunk.source} (${chunk.file}) is ${kb(chunk.gzip)} gzip, over the ${budgets.routeChunkGzipKB} KB budget`);
    }
  }
  return broken;
}
