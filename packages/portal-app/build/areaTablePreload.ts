import type { Plugin } from 'vite';
import { chunksOf, staticClosure } from './chunkGraph';

export interface AreaTablePreloadOptions {
  /** The page whose HTML gets the script. */
  page: string;
  /** The area route table's module, as its path ends. */
  areaTable: string;
  /** The addresses that do not need the area table (app/routeTable/corePaths.ts). */
  corePaths: readonly string[];
}

/**
 * A first visit to an area page needs the area route table before the router can start, and
 * the table was only asked for once the entry's 140 KB had arrived and run: one more round
 * trip before the page's data and code could even be requested. A short script in the HTML
 * asks for the table and what it imports while the entry downloads, on area addresses only:
 * the home page's first download does not change.
 */
export function areaTablePreload({ page, areaTable, corePaths }: AreaTablePreloadOptions): Plugin {
  let base = '/';
  return {
    name: 'study-portal:area-table-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.filename.endsWith(`/${page}`)) return html;
        const chunks = chunksOf(Object.values(context.bundle));
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(`/${page}`));
        const table = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(areaTable));
        if (!entry || !table) throw new Error(`area-table-preload: no chunk for ${entry ? areaTable : page}`);
        const loadedAnyway = new Set(staticClosure(chunks, [entry]).map((chunk) => chunk.fileName));
        const files = staticClosure(chunks, [table])
          .map((chunk) => chunk.fileName)
          .filter((file) => !loadedAnyway.has(file))
          .map((file) => `${base}${file}`);
        // Module preloads, as Vite writes its own (crossorigin), so the later import reuses them;
        // at the low priority of the other start-up scripts (startScriptPriority.ts).
        const script = `(function(){if(${JSON.stringify(corePaths)}.indexOf(location.pathname)>=0)return;${JSON.stringify(files)}.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.fetchPriority='low';link.href=href;document.head.appendChild(link)})})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
